import Foundation
import Testing

@testable import Upkeep

/// The two commands as `tools` runs them: flags, exit codes, and help read from an executable.
@Suite struct DocsCommandTests {
  /// A stand-in `tools` that prints the fixture's help texts.
  func fakeTools(_ fixture: DocsFixture, failing: Bool = false) throws -> String {
    let script = fixture.root.appendingPathComponent("fake-tools")
    var body = "#!/bin/sh\n"
    if failing { body += "echo broken >&2; exit 3\n" }
    body += "case \"$1\" in\n"
    for (subcommand, text) in fixture.helpTexts where !subcommand.isEmpty {
      body += "  \(subcommand)) cat <<'HELP'\n\(text)\nHELP\n  ;;\n"
    }
    body += "  *) cat <<'HELP'\n\(fixture.helpTexts[""] ?? "")\nHELP\n  ;;\nesac\n"
    try Data(body.utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script.path
  }

  @Test func docsCheckExitsZeroOneOrTwo() throws {
    let clean = try DocsFixture(files: ["README.md": "`tools mutants --all` `make check`\n"])
    let tools = try fakeTools(clean)
    #expect(DocsCheckCommand.run(arguments: ["--root", clean.root.path, "--tools", tools]) == 0)
    #expect(DocsCheckCommand.run(arguments: ["--root", clean.root.path, "--tools", tools, "--json"]) == 0)
    let broken = try DocsFixture(files: ["README.md": "`tools mutants --nope`\n", "b.md": "[x](y.md)\n"])
    let brokenTools = try fakeTools(broken)
    #expect(DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", brokenTools]) == 1)
    #expect(
      DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", brokenTools, "b.md"]) == 1)
    #expect(
      DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", brokenTools, "gone.md"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--root", "/nonexistent-docs-check"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--bogus"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--root"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--help"]) == 0)
    let failing = try fakeTools(broken, failing: true)
    #expect(DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", failing]) == 2)
  }

  @Test func docsCheckOptionsAreParsedInAnyOrder() throws {
    let options = try DocsCheckOptions.parse(["b.md", "--json", "--root", "R", "--tools", "T", "a.md"])
    #expect(
      options
        == DocsCheckOptions(root: "R", tools: "T", json: true, help: false, documents: ["b.md", "a.md"]))
    #expect(try DocsCheckOptions.parse([]) == DocsCheckOptions())
    #expect(throws: DocsCheckError("--tools needs a value (PATH)")) {
      try DocsCheckOptions.parse(["--tools"])
    }
    #expect(throws: DocsCheckError("unknown option '-x' (see --help)")) { try DocsCheckOptions.parse(["-x"]) }
  }

  @Test func helpFromARealExecutableIsReadOncePerSubcommand() throws {
    let fixture = try DocsFixture(files: [:])
    let help = ToolHelp(executable: try fakeTools(fixture))
    #expect(try help.subcommands() == ["check-imports", "mutants"])
    #expect(
      try help.options(of: "check-imports") == ["--root", "--json", "--markdown", "--graph", "--format"])
    let failing = ToolHelp(executable: try fakeTools(fixture, failing: true))
    #expect(throws: DocsCheckError.self) { try failing.subcommands() }
  }

  @Test func docsCoverageExitsZeroOneOrTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coverage-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let symbols: [[String: Any]] = [
      [
        "identifier": ["precise": "s:A"], "kind": ["identifier": "swift.struct"], "pathComponents": ["A"],
        "location": ["uri": "file://\(folder.path)/A.swift", "position": ["line": 0, "character": 0]],
      ]
    ]
    let graph: [String: Any] = ["module": ["name": "Core"], "symbols": symbols]
    try JSONSerialization.data(withJSONObject: graph).write(
      to: folder.appendingPathComponent("Core.symbols.json"))
    let base = ["--symbol-graphs", folder.path, "--root", folder.path]
    #expect(DocCoverageCommand.run(arguments: base) == 0)
    #expect(DocCoverageCommand.run(arguments: base + ["--list"]) == 0)
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core=0"]) == 0)
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core=50"]) == 1)
    #expect(
      DocCoverageCommand.run(arguments: base + ["--min", "Core=0", "--min", "Core=50"]) == 1,
      "the highest floor")
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core"]) == 2)
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core=101"]) == 2)
    #expect(DocCoverageCommand.run(arguments: base + ["--min"]) == 2)
    #expect(DocCoverageCommand.run(arguments: ["--root", folder.path]) == 2)
    #expect(
      DocCoverageCommand.run(arguments: ["--symbol-graphs", folder.appendingPathComponent("none").path]) == 2)
    #expect(DocCoverageCommand.run(arguments: ["--bogus"]) == 2)
    #expect(DocCoverageCommand.run(arguments: ["-h"]) == 0)
  }
}
