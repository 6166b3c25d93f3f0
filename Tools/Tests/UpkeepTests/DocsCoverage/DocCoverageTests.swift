import Foundation
import Testing

@testable import Upkeep

/// Coverage counted from symbol graphs written by hand in the compiler's shape.
@Suite struct DocCoverageTests {
  let root = "/repo"

  func symbol(
    _ name: String, file: String? = "Packages/Core/Sources/Core/A.swift", line: Int = 0,
    doc: [String]? = nil, docModule: String? = nil, synthesized: Bool = false
  ) -> [String: Any] {
    var symbol: [String: Any] = [
      "identifier": [
        "precise": "s:\(name)" + (synthesized ? "::SYNTHESIZED::s:Other" : ""), "interfaceLanguage": "swift",
      ],
      "kind": ["identifier": "swift.method", "displayName": "Instance Method"],
      "pathComponents": name.split(separator: ".").map(String.init),
      "accessLevel": "public",
    ]
    if let file {
      symbol["location"] = ["uri": "file://\(root)/\(file)", "position": ["line": line, "character": 2]]
    }
    if let doc {
      var comment: [String: Any] = ["lines": doc.map { ["text": $0] }]
      if let docModule { comment["module"] = docModule }
      symbol["docComment"] = comment
    }
    return symbol
  }

  /// An extension block symbol (`-emit-extension-block-symbols`): no API of its own.
  func extensionBlock(_ name: String) -> [String: Any] {
    var block = symbol("ext.\(name)")
    block["kind"] = ["identifier": "swift.extension", "displayName": "Extension"]
    return block
  }

  func graph(_ module: String, _ symbols: [[String: Any]]) throws -> SymbolGraph {
    let object: [String: Any] = ["module": ["name": module], "symbols": symbols]
    return try JSONDecoder().decode(SymbolGraph.self, from: JSONSerialization.data(withJSONObject: object))
  }

  @Test func onlyDeclarationsWrittenInTheRepositoryCount() throws {
    let coverage = DocCoverage.count(
      [
        try graph(
          "Core",
          [
            symbol("Store.send", doc: ["Why it is so."]),
            symbol("Store.undocumented", line: 9),
            symbol("Store.blank", line: 3, doc: ["", "  "]),
            symbol("Store.inherited", line: 4, doc: ["From the protocol."], docModule: "Swift"),
            symbol("Store.ownModule", doc: ["Written here."], docModule: "Core"),
            symbol("Store.map", doc: ["A default implementation."], synthesized: true),
            symbol("Array.first", file: nil),
            symbol("Other.thing", file: "../elsewhere/X.swift"),
            symbol("Built.thing", file: ".build-docs/checkouts/X.swift"),
            extensionBlock("Store"),
          ]),
        // An extension graph counts for the module that declares the extensions; a symbol
        // listed twice counts once.
        try graph(
          "Core", [symbol("Store.send", doc: ["Why it is so."]), symbol("Shared.nav", doc: ["Nav."])]),
        try graph("Empty", []),
      ], root: root)
    #expect(coverage.modules.map(\.name) == ["Core", "Empty"])
    let core = try #require(coverage.modules.first)
    #expect(core.documented == 3)
    #expect(core.total == 6)
    #expect(core.line == "coverage Core: 3/6 (50.0%)")
    #expect(core.missing.map(\.name) == ["Store.blank", "Store.inherited", "Store.undocumented"])
    #expect(core.missing.map(\.line) == [4, 5, 10])
    #expect(core.missing.first?.column == 3)
    #expect(core.missing.first?.path == "Packages/Core/Sources/Core/A.swift")
    #expect(coverage.modules[1].line == "coverage Empty: 0/0 (100.0%)")
  }

  @Test func thePercentIsRoundedDownSoAFloorIsNeverPassedByRounding() {
    let module = DocCoverage.Module(name: "M", documented: 1899, total: 2000, missing: [])
    #expect(module.percent == 94.9)
    #expect(module.line == "coverage M: 1899/2000 (94.9%)")
  }

  @Test func aModuleUnderItsFloorFailsAndNamesWhatIsMissing() {
    let missing = DocCoverage.Missing(
      path: "Sources/A.swift", line: 3, column: 5, kind: "swift.func", name: "f()")
    let coverage = DocCoverage(modules: [
      DocCoverage.Module(name: "Core", documented: 19, total: 20, missing: [missing]),
      DocCoverage.Module(name: "Shim", documented: 9, total: 10, missing: [missing]),
    ])
    let (text, status) = DocCoverageCommand.report(
      coverage, floors: [("Core", 95), ("Shim", 95)], list: false)
    #expect(status == 1)
    #expect(
      text == """
        coverage Core: 19/20 (95.0%)
        Sources/A.swift:3:5: warning: public swift.func f() has no documentation comment
        coverage Shim: 9/10 (90.0%) under the floor of 95%

        """)
    let (passing, ok) = DocCoverageCommand.report(coverage, floors: [("Core", 95)], list: false)
    #expect(ok == 0)
    #expect(passing == "coverage Core: 19/20 (95.0%)\ncoverage Shim: 9/10 (90.0%)\n")
    let (absent, missingGraph) = DocCoverageCommand.report(coverage, floors: [("Gone", 1)], list: false)
    #expect(missingGraph == 1)
    #expect(absent.hasSuffix("coverage Gone: no symbol graph\n"))
    let (listed, _) = DocCoverageCommand.report(coverage, floors: [], list: true)
    #expect(listed.components(separatedBy: "warning:").count == 3)
  }

  @Test func symbolGraphsAreReadFromAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coverage-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let object: [String: Any] = ["module": ["name": "Core"], "symbols": [symbol("A.b", doc: ["Why."])]]
    try JSONSerialization.data(withJSONObject: object).write(
      to: folder.appendingPathComponent("Core.symbols.json"))
    try Data("not a graph, not read".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let coverage = try DocCoverage.read(symbolGraphs: folder, root: URL(fileURLWithPath: root))
    #expect(coverage.modules.map(\.line) == ["coverage Core: 1/1 (100.0%)"])
    try Data("{".utf8).write(to: folder.appendingPathComponent("Broken.symbols.json"))
    #expect(throws: DocsCheckError.self) {
      try DocCoverage.read(symbolGraphs: folder, root: URL(fileURLWithPath: root))
    }
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: DocsCheckError("\(empty.path): holds no *.symbols.json")) {
      try DocCoverage.read(symbolGraphs: empty, root: URL(fileURLWithPath: root))
    }
  }
}
