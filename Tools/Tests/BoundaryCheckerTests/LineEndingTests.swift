import BlockingTestSupport
import BoundaryChecker
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
}
