import BlockingTestSupport
import Foundation
import Testing

@testable import Affected

/// affected.rules as an editor on another system saves it, read as git reads it: CRLF, CR-only and
/// a UTF-8 byte-order mark change nothing. A CRLF file was once read as one comment line, every
/// rule ignored with exit 0, so a README edit selected everything and an App change lost AppTests.
@Suite(.serialized, .blocksItsThread) struct RulesFileEncodingTests {
  static let encodings: [(name: String, transform: @Sendable (String) -> String)] = [
    ("CRLF", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
    ("CR only", { $0.replacingOccurrences(of: "\n", with: "\r") }),
    ("BOM", { "\u{FEFF}" + $0 }),
    ("BOM and CRLF", { "\u{FEFF}" + $0.replacingOccurrences(of: "\n", with: "\r\n") }),
  ]

  @Test(arguments: 0..<encodings.count) func aRulesFileSavedElsewhereSelectsTheSame(index: Int) {
    let (name, transform) = Self.encodings[index]
    let repo = GitFixture.standard()
    repo.write("README.md", "# edited\n")
    repo.write("App/Sources/App/main.swift", "import Shop\n// edited\n")
    repo.commit()
    let reference = repo.selected(["--base", "main"])
    #expect(reference.contains("AppTests"))
    #expect(!reference.contains("ShimTests"), "the README edit selects nothing: \(reference)")
    repo.write("affected.rules", transform(GitFixture.rules))
    let result = repo.affected(["--base", "main", "--format", "lines"])
    #expect(result.status == 0, "\(name): \(result.err)")
    #expect(result.err.isEmpty, "\(name): \(result.err)")
    #expect(repo.selected(["--base", "main"]) == reference, "\(name)")
  }

  /// A mistake on line 3 of a CRLF file is still on line 3.
  @Test func aMistakeInACRLFFileNamesItsLine() {
    let repo = GitFixture.standard()
    repo.write("affected.rules", "# a\r\nnothing *.md\r\nsometimes Makefile\r\n")
    let result = repo.affected(["--base", "main"])
    #expect(result.status == 2)
    #expect(
      result.err.hasPrefix("affected: error: affected.rules:3: unknown directive 'sometimes'"),
      "\(result.err)")
  }

  /// A folder where the rules file belongs gave the built-in defaults without a word.
  @Test func aRulesFileThatIsAFolderIsRefusedNamingIt() {
    let repo = GitFixture.standard()
    repo.remove("affected.rules")
    try! FileManager.default.createDirectory(
      atPath: "\(repo.root)/affected.rules", withIntermediateDirectories: true)
    let result = repo.affected(["--base", "main"])
    #expect(result.status == 2)
    #expect(result.err == "affected: error: affected.rules: is a folder, not a rules file\n")
    let named = repo.affected(["--base", "main", "--rules", "\(repo.root)/affected.rules"])
    #expect(named.status == 2)
    #expect(named.err.contains("affected.rules: is a folder, not a rules file"), "\(named.err)")
    try! FileManager.default.createDirectory(
      atPath: "\(repo.root)/boundaries.rules", withIntermediateDirectories: true)
    repo.remove("affected.rules")
    let boundaries = repo.affected(["--base", "main"])
    #expect(boundaries.status == 2)
    #expect(boundaries.err == "affected: error: boundaries.rules: is a folder, not a rules file\n")
  }

  /// This repository's own affected.rules, saved with CRLF or CR-only line endings, is the same
  /// rules, line numbers included.
  @Test func thisRepositorysRulesReadTheSameWithEveryLineEnding() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("affected.rules"), encoding: .utf8)
    let lf = try AffectedRulesParser.parse(text, path: "affected.rules")
    #expect(!lf.nothing.isEmpty && !lf.everything.isEmpty)
    for ending in ["\r\n", "\r"] {
      #expect(
        try AffectedRulesParser.parse(
          text.replacingOccurrences(of: "\n", with: ending), path: "affected.rules") == lf)
    }
  }
}

/// `--files` naming a path that is neither on disk nor at HEAD is a typo, said as a warning; a
/// deleted file (at HEAD, not on disk) is a change like any other and is not.
@Suite(.serialized, .blocksItsThread) struct ListedFilesTests {
  @Test func aListedPathThatNeverExistedIsWarnedAbout() {
    let repo = GitFixture.standard()
    repo.remove("README.md")
    let result = repo.affected(["--files", "Packages/Features/Hom/Sources/Home/Home.swift", "README.md"])
    #expect(result.status == 0)
    #expect(
      result.err
        == "affected: warning: --files Packages/Features/Hom/Sources/Home/Home.swift: no such file in "
        + "\(repo.root) or at HEAD; a path relative to another folder? (paths are relative to --root)\n")
  }
}
