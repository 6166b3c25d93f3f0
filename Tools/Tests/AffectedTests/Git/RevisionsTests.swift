import BlockingTestSupport
import CheckImports
import Foundation
import Testing

@testable import Affected

/// How the revisions are named: the default base prefers `origin/main` to `main` (CI's fetched
/// branch over a local one that may be stale), and the one batch that resolves every name must
/// answer every name, or the run stops rather than pairing a name with another's commit.
@Suite(.blocksItsThread) struct RevisionsTests {
  @Test func theDefaultBaseIsOriginMainWhenBothExist() {
    let repo = GitFixture.standard()
    repo.write("Packages/Core/Sources/Core/Core.swift", "// landed upstream\n")
    let upstream = repo.commit("landed upstream")
    repo.write("Packages/Features/Home/Sources/Home/Home.swift", "// the change\n")
    let head = repo.commit("the change")
    // main still points at the fork; origin/main has the first commit of the branch.
    repo.git("update-ref", "refs/remotes/origin/main", upstream)
    let json = repo.affectedJSON([])
    #expect(json["base"] as? String == upstream)
    #expect(json["head"] as? String == head)
    #expect(json["changed"] as? [String] == ["Packages/Features/Home/Sources/Home/Home.swift"])
  }

  @Test func aBatchAnswerShortOfTheNamesIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/affected-batch-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // A stand-in git that reads the batch and answers one name, whatever it was asked.
    let standIn = folder + "/git"
    try Data("#!/bin/sh\ncat > /dev/null\necho '0123abcd commit 1'\n".utf8).write(
      to: URL(fileURLWithPath: standIn))
    chmod(standIn, 0o755)
    let git = Git(directory: folder, executable: standIn)
    #expect(try Revisions.commits(["HEAD"], git: git) == ["0123abcd"])
    do {
      _ = try Revisions.commits(["HEAD", "main"], git: git)
      Issue.record("two names were answered by one line")
    } catch {
      #expect(error == .badInput("git cat-file --batch-check answered 1 of 2 names"))
    }
  }
}
