import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

/// Every rules file this repository has, read by the tool that reads it, as a user's editor might
/// save it. The parsers share one reader (`RuleLines`), and each tool's tests show that a CRLF copy
/// of its file parses to the same rules; here the built `tools` shows what a user sees when a line
/// is wrong: exit 2, naming the file and the line, whatever the line endings.
@Suite(.serialized, .blocksItsThread) struct RepositoryRulesFilesTests {
  /// A rules file of the repository and a command that reads a copy of it (`FILE`), of `tools`
  /// or of the repository's own `upkeep`.
  struct Reader: Sendable, CustomStringConvertible {
    var file: String
    var arguments: [String]
    var executable = "tools"
    var description: String { file }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let readers: [Reader] = [
    Reader(file: "boundaries.rules", arguments: ["check-imports", "--root", "ROOT", "--rules", "FILE"]),
    Reader(
      file: "affected.rules",
      arguments: ["affected", "--root", "ROOT", "--rules", "FILE", "--files", "README.md"]),
    Reader(
      file: "mutants.rules", arguments: ["mutants", "--package-path", "ROOT", "--rules", "FILE", "--list"]),
    Reader(
      file: "rebuild-scenarios.rules",
      arguments: ["rebuild-times", "--package-path", "ROOT", "--scenarios", "FILE", "--scenario", "null"]),
    Reader(
      file: "rebuild-budgets.rules",
      arguments: ["rebuild-times", "--package-path", "ROOT", "--check", "--budgets", "FILE"]),
    Reader(
      file: "porting.rules",
      arguments: ["port-check", "--root", "ROOT", "--symbol-graphs", "GRAPHS", "--table", "FILE"],
      executable: "upkeep"),
    Reader(
      file: "porting.baseline",
      arguments: [
        "port-check", "--root", "ROOT", "--symbol-graphs", "GRAPHS", "--table", "ROOT/porting.rules",
        "--baseline", "FILE",
      ], executable: "upkeep"),
  ]

  /// The line endings a file may come with, and the file as it is.
  static let endings: [(name: String, apply: @Sendable (String) -> String)] = [
    ("LF", { $0 }),
    ("CRLF", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
    ("CR", { $0.replacingOccurrences(of: "\n", with: "\r") }),
  ]

  @Test(arguments: readers) func aLineNoToolKnowsExitsTwoNamingTheFileAndLine(reader: Reader) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(reader.file), encoding: .utf8)
    // The repository's files end in a line break, so the new line is the one after the last.
    #expect(text.hasSuffix("\n"), "\(reader.file) ends without a line break")
    let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    let folder = try TemporaryFolder("repository-rules")
    defer { folder.remove() }
    let graphs = folder.url.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    for (name, apply) in Self.endings {
      let copy = folder.url.appendingPathComponent(reader.file)
      try Data(apply(text + "frobnicate everything\n").utf8).write(to: copy)
      let arguments = reader.arguments.map {
        $0.replacingOccurrences(of: "ROOT", with: Self.root.path).replacingOccurrences(
          of: "FILE", with: copy.path
        )
        .replacingOccurrences(of: "GRAPHS", with: graphs.path)
      }
      let executable = BoundedProcess.toolsBesideTests.deletingLastPathComponent()
        .appendingPathComponent(reader.executable)
      let result = try BoundedProcess.run(executable.path, arguments, in: folder.url, timeout: 60)
      #expect(result.status == 2, "\(reader.file) (\(name)): exit \(result.status)\n\(result.stderr)")
      #expect(
        result.stderr.contains("\(reader.file):\(line):"),
        "\(reader.file) (\(name)): the message does not name line \(line):\n\(result.stderr)")
      #expect(
        result.stderr.contains("frobnicate"),
        "\(reader.file) (\(name)): the word is not named:\n\(result.stderr)")
    }
  }
}
