import Foundation
import ToolSupport

@testable import Upkeep

/// A repository in a temporary folder: a shim module's symbol graph written in the compiler's
/// shape, a port table, a baseline and sources outside the shim.
final class PortCheckFixture {
  let folder: TemporaryFolder
  var root: URL { folder.url }
  var graphs: URL { root.appendingPathComponent("graphs") }

  init() throws {
    folder = try TemporaryFolder("port-check-test")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
  }

  /// One symbol as `-emit-symbol-graph` writes it.
  func symbol(
    _ path: String, kind: String = "swift.method", access: String = "public",
    file: String = "Packages/ThirdPartyShim/Sources/ThirdPartyShim/Store.swift", line: Int = 0,
    synthesized: Bool = false
  ) -> [String: Any] {
    [
      "identifier": [
        "precise": "s:\(path)" + (synthesized ? "::SYNTHESIZED::s:Other" : ""), "interfaceLanguage": "swift",
      ],
      "kind": ["identifier": kind, "displayName": kind],
      "pathComponents": path.split(separator: ".").map(String.init),
      "accessLevel": access,
      "location": ["uri": "file://\(root.path)/\(file)", "position": ["line": line, "character": 0]],
    ]
  }

  func writeGraph(_ module: String, _ symbols: [[String: Any]], file: String? = nil) throws {
    let object: [String: Any] = ["module": ["name": module], "symbols": symbols]
    try JSONSerialization.data(withJSONObject: object).write(
      to: graphs.appendingPathComponent(file ?? "\(module).symbols.json"))
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Loads the check as the command does, on this fixture.
  func check(
    table: String = "porting.rules", baseline: String? = nil, sources: [String] = ["Packages/Core"]
  ) throws -> PortCheck {
    try PortCheckCommand.load(
      graphs: graphs.path, tablePath: root.appendingPathComponent(table).path,
      baselinePath: baseline.map { root.appendingPathComponent($0).path }, root: root,
      modules: ["ThirdPartyShim"], sources: sources)
  }
}
