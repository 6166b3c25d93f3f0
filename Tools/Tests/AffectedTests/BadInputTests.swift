import BlockingTestSupport
import CheckImports
import Foundation
import Testing

@testable import Affected

/// Every bad input is exit 2 with the reason, never a silent guess.
@Suite(.serialized, .blocksItsThread) struct BadInputTests {
  @Test func anUnknownRefIsRefusedNamingIt() {
    let repo = GitFixture.standard()
    let base = repo.affected(["--base", "no-such-branch"])
    #expect(base.status == 2)
    #expect(
      base.err
        == "affected: error: --base no-such-branch: no such commit or branch. Fetch it first (git fetch origin no-such-branch).\n"
    )
    let head = repo.affected(["--base", "main", "--head", "nope"])
    #expect(head.status == 2)
    #expect(head.err == "affected: error: --head nope: no such commit.\n")
  }

  @Test func noDefaultBaseIsAnErrorNotHeadMinusOne() {
    let repo = GitFixture.standard()
    repo.git("branch", "-m", "main", "trunk")
    let result = repo.affected([])
    #expect(result.status == 2)
    #expect(result.err.contains("no base: neither origin/main nor main exists here; pass --base REF"))
    repo.git("branch", "-m", "trunk", "main")
    #expect(repo.affected([]).status == 0)
  }

  @Test func unrelatedHistoriesHaveNoMergeBase() {
    let repo = GitFixture.standard()
    repo.git("checkout", "-q", "--orphan", "island")
    repo.commit("unrelated")
    let result = repo.affected(["--base", "main"])
    #expect(result.status == 2)
    #expect(
      result.err
        == "affected: error: main and HEAD have no common ancestor: pass a --base that HEAD grew from\n")
  }

  @Test func aShallowCloneWithoutTheMergeBaseSaysHowToFetchIt() throws {
    let repo = GitFixture.standard()
    repo.write("Packages/Core/Sources/Core/Core.swift", "// one\n")
    repo.commit()
    repo.write("Packages/Core/Sources/Core/Core.swift", "// two\n")
    repo.commit()
    let parent = FileManager.default.temporaryDirectory.path + "/affected-shallow-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    GitFixture.git(
      ["clone", "-q", "--depth", "1", "--branch", "feature", "file://\(repo.root)", "clone"], in: parent)
    let clone = "\(parent)/clone"
    func run(_ arguments: [String]) -> RunResult {
      let capture = Capture()
      let code = AffectedCommand.run(
        arguments: ["--root", clone] + arguments,
        console: Console(out: { capture.out($0) }, err: { capture.err($0) }, isTerminal: false),
        loader: repo.loader)
      return RunResult(status: code, out: capture.stdout, err: capture.stderr)
    }
    // A head the shallow history does not hold gets the same advice as a missing base.
    let head = run(["--base", "main", "--head", "HEAD~1"])
    #expect(head.status == 2)
    #expect(
      head.err.contains(
        "--head HEAD~1: no such commit. This clone is shallow: run 'git fetch --unshallow'"), "\(head.err)")
    let missing = run(["--base", "main"])
    #expect(missing.status == 2)
    #expect(
      missing.err.contains(
        "--base main: no such commit or branch. This clone is shallow: run 'git fetch --unshallow'"))
    GitFixture.git(["fetch", "-q", "--depth", "1", "origin", "main:refs/remotes/origin/main"], in: clone)
    let cut = run([])
    #expect(cut.status == 2)
    #expect(
      cut.err.contains(
        "origin/main and HEAD have no merge-base in this shallow clone: the history that joins them was not fetched."
      ))
    #expect(cut.err.contains("(in GitHub Actions: actions/checkout with 'fetch-depth: 0')"))
    GitFixture.git(["fetch", "-q", "--unshallow", "origin"], in: clone)
    #expect(run([]).status == 0)
  }

  @Test func aManifestThatDoesNotLoadIsRefusedNamingIt() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Home/Package.swift", "// swift-tools-version: 6.0\nlet broken = \n")
    let result = repo.affected(["--base", "main", "--uncommitted"])
    #expect(result.status == 2)
    #expect(result.err.contains("Packages/Features/Home/Package.swift"))
    #expect(result.err.contains("manifest fails to load"))
  }

  @Test func aBaseManifestThatDoesNotLoadSelectsEverythingRatherThanGuess() {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Home/Package.swift", "// swift-tools-version: 6.0\nlet broken = \n")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.feature("Home", depends: [("Shim", "../../Shim")])
    repo.commit("fixed")
    let result = repo.affected(["--base", "main", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.err.contains("warning: the base revision's manifests do not load"))
    #expect(result.err.contains("Packages/Features/Home/Package.swift"))
    #expect(!result.err.contains("tools-affected-"))
    let json = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) as? [String: Any]
    #expect(json?["all"] as? Bool == true)
    #expect(json?["allReasons"] as? [String] == ["Packages/Features/Home/Package.swift"])
  }

  @Test func usageErrors() {
    let repo = GitFixture.standard()
    for (arguments, message) in [
      (["--format", "xml"], "--format must be human, json, lines, filter or github-matrix, not 'xml'"),
      (["--base"], "--base needs a value (REF)"),
      (
        ["--files", "a", "--base", "main"],
        "--files replaces git: it goes without --base, --head and --uncommitted"
      ),
      (
        ["--uncommitted", "--head", "HEAD"], "--uncommitted compares the working tree: it goes without --head"
      ),
      (["--frobnicate"], "unknown option '--frobnicate' (see --help)"),
    ] {
      let result = repo.affected(arguments)
      #expect(result.status == 2)
      #expect(result.err == "affected: usage error: \(message)\n")
    }
    let explain = repo.affected(["--files", "README.md", "--explain", "Recei"])
    #expect(explain.status == 2)
    #expect(
      explain.err
        == "affected: error: --explain Recei: no target has that name (did you mean Receipt, ReceiptTests?)\n"
    )
    let root = repo.affected(["--root", "\(repo.root)/nowhere"])
    #expect(root.status == 2)
  }

  @Test func helpListsEveryOption() {
    let repo = GitFixture.standard()
    let help = repo.affected(["--help"])
    #expect(help.status == 0)
    for option in [
      "--base", "--head", "--files", "--uncommitted", "--all", "--format", "--explain", "--root", "--rules",
      "--boundary-rules", "--cache-dir", "--no-cache", "human", "json", "lines", "filter", "github-matrix",
    ] {
      #expect(help.out.contains(option), "\(option)")
    }
  }
}
