import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Links to folders are not followed, as ripgrep and fd do not follow them, and each one skipped
/// is said. Followed, `ln -s .. up` read the tree about 40 levels deep, two crossing links gave
/// 11,660 false errors, and a link to `/` read the whole disk for minutes.
@Suite(.blocksItsThread) struct DirectoryLinkTests {
  func link(_ repo: FixtureRepository, _ path: String, to target: String) {
    try! FileManager.default.createSymbolicLink(atPath: "\(repo.root)/\(path)", withDestinationPath: target)
  }

  @Test func linksToFoldersAreSkippedAndNamedAndTheAnswerIsUnchanged() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let clean = repo.run()
    link(repo, "Packages/Features/Home/Sources/Home/up", to: "..")
    link(repo, "Packages/Core/Sources/Core/root", to: "/")
    link(repo, "Packages/Features/Payment/Sources/Payment/a", to: "../../../Checkout/Sources/Checkout")
    link(repo, "Packages/Features/Checkout/Sources/Checkout/b", to: "../../../Payment/Sources/Payment")
    let linked = repo.run()
    #expect(linked.exitCode == clean.exitCode)
    #expect(linked.out == clean.out)
    let notes = linked.err.split(separator: "\n").filter { $0.hasPrefix("check-imports: note: skipped ") }
    let expected: [String] = [
      "Packages/Core/Sources/Core/root: a link to a folder (-> /), not followed",
      "Packages/Features/Checkout/Sources/Checkout/b: a link to a folder (-> ../../../Payment/Sources/Payment), "
        + "not followed",
      "Packages/Features/Home/Sources/Home/up: a link to a folder (-> ..), not followed",
      "Packages/Features/Payment/Sources/Payment/a: a link to a folder (-> ../../../Checkout/Sources/Checkout), "
        + "not followed",
    ]
    let said = notes.map { String($0.dropFirst("check-imports: note: skipped ".count)) }
    #expect(said == expected, "\(linked.err)")
  }

  /// A link to a file is the file; a link that leads nowhere (or a loop of them) is named.
  @Test func linksToFilesAreReadAndDanglingOnesAreNamed() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Upward.txt")
    link(repo, "Packages/Features/Home/Sources/Home/Upward.swift", to: "../../../../../Upward.txt")
    link(repo, "Packages/Features/Home/Sources/Home/Loop.swift", to: "Loop.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics.contains { $0.hasPrefix("Packages/Features/Home/Sources/Home/Upward.swift:2:") })
    #expect(
      result.err.contains(
        "check-imports: note: skipped Packages/Features/Home/Sources/Home/Loop.swift: a link that leads nowhere"
      ),
      "\(result.err)")
  }

  /// Many names of every length in one folder: the walk reads each name in place, never past
  /// its record (copying the fixed-size `d_name` field read past the buffer's end: a SIGSEGV).
  @Test func aFolderOfManyNamesIsWalkedWhole() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let folder = "Packages/Features/Home/Sources/Home"
    for index in 0..<600 {
      repo.write(
        "// \(index)\n", to: "\(folder)/\(String(repeating: "n", count: index % 200 + 1))\(index).swift")
    }
    let result = repo.run()
    #expect(result.exitCode == 0, "\(result.err)")
    #expect(result.err.contains("files"), "\(result.err)")
  }
}
