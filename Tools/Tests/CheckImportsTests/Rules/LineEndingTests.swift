import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// A rules file or a baseline saved with Windows line endings, or a baseline entry spaced by
/// hand, reads as the same rules and the same entries. In Swift "\r\n" is one character, so a
/// split at "\n" alone read a whole CRLF file as one line: "no 'layer' declared".
@Suite(.blocksItsThread) struct LineEndingTests {
  @Test func aRulesFileWithWindowsLineEndingsChecksTheSame() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let unix = repo.run()
    #expect(unix.exitCode == 1)
    repo.write(
      FixtureRepository.rules.replacingOccurrences(of: "\n", with: "\r\n"), to: "boundaries.rules")
    let windows = repo.run()
    #expect(windows.exitCode == unix.exitCode, "\(windows.err)")
    #expect(windows.out == unix.out)
    #expect(windows.err == unix.err)
  }

  /// CR-only (old Mac editors) and a UTF-8 byte-order mark at the start read as nothing too:
  /// the mark was an invisible "unknown directive".
  @Test func aRulesFileWithCROnlyOrABOMChecksTheSame() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let unix = repo.run()
    for variant in [
      FixtureRepository.rules.replacingOccurrences(of: "\n", with: "\r"),
      "\u{FEFF}" + FixtureRepository.rules,
    ] {
      repo.write(variant, to: "boundaries.rules")
      let other = repo.run()
      #expect(other.exitCode == unix.exitCode, "\(other.err)")
      #expect(other.out == unix.out)
      #expect(other.err == unix.err)
    }
  }

  /// A rules file that is a folder is refused naming it, not read as "no rules file".
  @Test func aRulesFileThatIsAFolderIsRefusedNamingIt() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    try? FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    try! FileManager.default.createDirectory(
      atPath: "\(repo.root)/boundaries.rules", withIntermediateDirectories: true)
    let result = repo.run()
    #expect(result.exitCode == 2)
    #expect(result.err == "check-imports: error: boundaries.rules: is a folder, not a rules file\n")
  }

  @Test func baselineEntriesMatchWhateverTheirLineEndingsAndSpacing() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write(
      "# accepted\r\nimplicit-dependency  Home ->\tPayment\r\n  sibling-import Home -> Payment  \r\n",
      to: "baseline.txt")
    let result = repo.run(["--baseline", "\(repo.root)/baseline.txt"])
    #expect(result.exitCode == 0, "\(result.out)\(result.err)")
    #expect(result.err.hasSuffix(", 2 baselined)\n"), "\(result.err)")
  }

  /// This repository's own boundaries.rules, saved with CRLF or CR-only line endings, is the same
  /// rules, line numbers included.
  @Test func thisRepositorysRulesReadTheSameWithEveryLineEnding() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("boundaries.rules"), encoding: .utf8)
    let lf = try RulesParser.parse(text, path: "boundaries.rules")
    #expect(lf.layers.count > 3)
    for ending in ["\r\n", "\r"] {
      #expect(
        try RulesParser.parse(text.replacingOccurrences(of: "\n", with: ending), path: "boundaries.rules")
          == lf)
    }
  }
}
