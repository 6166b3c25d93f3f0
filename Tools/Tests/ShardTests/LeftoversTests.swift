import Affected
import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

@testable import Shard

/// Each unit runs with its worker's `TMPDIR`, emptied when the unit ends and removed with the run:
/// what a passing unit left there is named, and fails it with `--fail-on-leftovers`. Shell commands
/// stand in for `swift test`.
@Suite(.serialized, .blocksItsThread) struct LeftoversTests {
  struct Run {
    var outcomes: [UnitRunner.Outcome]
    var err: String
    /// What the units' folders' parent holds after the run: empty when every folder was removed.
    var remaining: [String]
    var logs: ShardCommandTests.Folder
  }

  /// `keptBefore`: a file an earlier run kept in the log folder.
  static func run(
    _ steps: [CommandPlan.Step], failOnLeftovers: Bool = false, parent: String? = nil,
    keptBefore: String? = nil
  ) -> Run {
    let logs = ShardCommandTests.Folder()
    let temporary = "\(logs.path)/tmp"
    try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    if let keptBefore {
      let path = "\(logs.path)/logs/\(keptBefore)"
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data())
    }
    let err = LockedText()
    let runner = UnitRunner(
      configuration: .init(
        directory: logs.path, toolsExecutable: BoundedProcess.toolsBesideTests.path, testLimit: 30, jobs: 1,
        logDirectory: "\(logs.path)/logs", temporaryParent: parent ?? temporary,
        failOnLeftovers: failOnLeftovers))
    let outcomes = runner.run(
      CommandPlan(steps: steps), console: Console(out: { _ in }, err: { err.append($0) }, isTerminal: false))
    let remaining = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
    return Run(outcomes: outcomes, err: err.text, remaining: remaining, logs: logs)
  }

  static func step(_ unit: String, build: String? = nil, test: String) -> CommandPlan.Step {
    CommandPlan.Step(unit: unit, build: build, test: test, needsRootBuild: false, lane: unit)
  }

  static let sixFiles = "cd \"$TMPDIR\" && touch f e d c b a"

  @Test func aPassingUnitThatLeftEntriesIsNamedAndItsFolderRemoved() {
    let result = Self.run([
      Self.step("Packages/Core", test: Self.sixFiles),
      Self.step("clean", test: "touch \"$TMPDIR/made\" && rm \"$TMPDIR/made\""),
    ])
    #expect(result.outcomes.map(\.status) == [0, 0])
    #expect(result.outcomes[0].note == "left 6 entries in its TMPDIR: a, b, c, d, e, …")
    #expect(result.outcomes[1].note == nil)
    #expect(result.err.contains("shard: Packages/Core: passed in "))
    #expect(result.err.contains(" s, but left 6 entries in its TMPDIR: a, b, c, d, e, …\n"))
    let clean = result.err.split(separator: "\n").filter { $0.hasPrefix("shard: clean: passed in ") }
    #expect(clean.count == 1 && clean.allSatisfy { $0.hasSuffix(" s") })
    #expect(result.remaining == [])
  }

  @Test func withFailOnLeftoversTheUnitFailsAndItsFolderIsStillRemoved() {
    let result = Self.run(
      [
        Self.step("kept", test: "cd \"$TMPDIR\" && touch e d c b a"),
        Self.step("one", test: "mkdir \"$TMPDIR/only\""),
        Self.step("clean", test: "true"),
      ], failOnLeftovers: true)
    #expect(result.outcomes.map(\.status) == [1, 1, 0])
    #expect(result.outcomes[0].note == "left 5 entries in its TMPDIR: a, b, c, d, e (--fail-on-leftovers)")
    #expect(result.outcomes[1].note == "left 1 entry in its TMPDIR: only (--fail-on-leftovers)")
    #expect(result.outcomes[2].note == nil)
    #expect(
      result.err.contains(
        "shard: kept: FAILED (left 5 entries in its TMPDIR: a, b, c, d, e (--fail-on-leftovers)) in "))
    #expect(result.remaining == [])
  }

  /// A failed unit is reported as failed, not for what it left; its folder goes all the same,
  /// what its tests left moved beside its log (a failure's message names it: nothing is lost),
  /// replacing what an earlier run kept there.
  @Test func aFailedUnitIsNotJudgedByItsLeftoversWhichAreKeptBesideItsLog() throws {
    let result = Self.run(
      [
        Self.step("Packages/Broken", test: Self.sixFiles + "; exit 3"),
        Self.step("unbuilt", build: Self.sixFiles + "; exit 4", test: "true"),
        Self.step("clean", test: "exit 5"),
      ], failOnLeftovers: true, keptBefore: "Packages-Broken.tmp/stale")
    #expect(result.outcomes.map(\.status) == [3, 4, 5])
    let kept = "\(result.logs.path)/logs/Packages-Broken.tmp"
    #expect(
      result.outcomes[0].note
        == "failed: \(Self.sixFiles); exit 3; what it left in its TMPDIR is kept in \(kept)")
    #expect(result.outcomes[1].note == "build failed: \(Self.sixFiles); exit 4")
    #expect(result.outcomes[2].note == "failed: exit 5")
    #expect(result.remaining == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: kept).sorted() == ["a", "b", "c", "d", "e", "f"])
    #expect(!FileManager.default.fileExists(atPath: "\(result.logs.path)/logs/clean.tmp"))
  }

  /// A unit's build and tests share one folder under the parent; the worker's next unit gets the
  /// same path (SwiftPM's manifest cache is keyed on it), emptied of what the first one left.
  @Test func aWorkersUnitsShareOneFolderEachFindingItEmpty() {
    let result = Self.run([
      Self.step(
        "Packages/Features/Home", build: "echo \"$TMPDIR\" > \"$TMPDIR/built\"",
        test: "cat \"$TMPDIR/built\" && touch \"$TMPDIR/left\""),
      Self.step(
        "next", test: "echo \"$TMPDIR\" && ls -A \"$TMPDIR\" | wc -l | tr -d ' ' | sed 's/^/entries: /'"),
    ])
    #expect(result.outcomes.map(\.status) == [0, 0])
    #expect(result.outcomes[0].note == "left 2 entries in its TMPDIR: built, left")
    let first = result.logs.read("logs/Packages-Features-Home.log") ?? ""
    let folder = "\(result.logs.path)/tmp/shard-1-"
    #expect(first.contains("\n\(folder)"), "\(first)")
    let next = result.logs.read("logs/next.log") ?? ""
    let path = first.split(separator: "\n").first { $0.hasPrefix(folder) }.map(String.init)
    #expect(path != nil && next.contains("\n\(path!)\nentries: 0\n"), "\(next)")
    #expect(result.remaining == [])
  }

  /// SwiftPM leaves a lock file in `TMPDIR` for each build folder it uses: those of folders outside
  /// the unit's (its own builds) are not counted; one of a package the tests made inside it is.
  @Test func swiftPMLockFilesCountOnlyForFoldersInsideTheUnitsFolder() {
    let inside = "\"$TMPDIR/$(echo \"$TMPDIR\" | tr / _)_fixture_.build.lock\""
    let result = Self.run(
      [
        Self.step(
          "own", test: "touch \"$TMPDIR/_work_repo_.build.lock\" \"$TMPDIR/_work_repo_.build_x.lock\""),
        Self.step("fixture", test: "touch \"$TMPDIR/_work_repo_.build.lock\" \(inside)"),
        Self.step("plain", test: "touch \"$TMPDIR/_notes\" \"$TMPDIR/x.lock\""),
      ], failOnLeftovers: true)
    #expect(result.outcomes.map(\.status) == [0, 1, 1])
    #expect(result.outcomes[1].note?.hasPrefix("left 1 entry in its TMPDIR: _") == true)
    #expect(result.outcomes[1].note?.hasSuffix("_fixture_.build.lock (--fail-on-leftovers)") == true)
    #expect(result.outcomes[2].note == "left 2 entries in its TMPDIR: _notes, x.lock (--fail-on-leftovers)")
  }

  /// Under a temporary root that is a link (macOS's `/var` is `/private/var`), SwiftPM names the
  /// lock of a package a test made in the unit's folder after the real path: it still counts.
  @Test func aLockNamedAfterTheRealPathOfALinkedRootCounts() throws {
    let real = ShardCommandTests.Folder()
    let link = real.path + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
    defer { unlink(link) }
    let inside = "\"$TMPDIR/$(realpath \"$TMPDIR\" | tr / _)_fixture_.build.lock\""
    let result = Self.run(
      [
        Self.step("own", test: "touch \"$TMPDIR/_work_repo_.build.lock\""),
        Self.step("fixture", test: "touch \(inside)"),
      ], failOnLeftovers: true, parent: link)
    #expect(result.outcomes.map(\.status) == [0, 1], "\(result.err)")
    #expect(result.outcomes[1].note?.hasSuffix("_fixture_.build.lock (--fail-on-leftovers)") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == [], "nothing left")
  }

  /// What the toolchain leaves in every build is not counted: the compiler's macro expansions, the
  /// driver's folders holding only `.keep-directory` (or nothing). One holding more is.
  @Test func whatEveryBuildLeavesIsNotCounted() {
    let result = Self.run(
      [
        Self.step(
          "toolchain",
          test: "mkdir -p \"$TMPDIR/swift-generated-sources\" \"$TMPDIR/TemporaryDirectory.a1B2c3\""
            + " \"$TMPDIR/TemporaryDirectory.empty\" && touch \"$TMPDIR/TemporaryDirectory.a1B2c3/.keep-directory\""
            + " \"$TMPDIR/swift-generated-sources/@__swiftmacro_x.swift\""),
        Self.step(
          "filled",
          test:
            "mkdir \"$TMPDIR/TemporaryDirectory.x\" && touch \"$TMPDIR/TemporaryDirectory.x/.keep-directory\""
            + " \"$TMPDIR/TemporaryDirectory.x/f\""
        ),
      ], failOnLeftovers: true)
    #expect(result.outcomes.map(\.status) == [0, 1])
    #expect(
      result.outcomes[1].note == "left 1 entry in its TMPDIR: TemporaryDirectory.x (--fail-on-leftovers)")
    #expect(result.remaining == [])
  }

  @Test func aUnitWhoseFolderCannotBeMadeFailsSayingWhere() {
    let result = Self.run([Self.step("u", test: "true")], parent: "/nonexistent-parent")
    #expect(result.outcomes.map(\.status) == [1])
    #expect(
      result.outcomes[0].note
        == "cannot create a temporary folder in /nonexistent-parent: No such file or directory")
    #expect(
      result.err.contains(
        "shard: u: FAILED (cannot create a temporary folder in /nonexistent-parent: No such file or directory) in 0.0 s\n"
      ))
  }

  @Test func theOptionGoesWithRunAndIsListed() throws {
    let base = ["--total", "1", "--index", "0"]
    #expect(try ShardOptions.parse(base + ["--run"]).failOnLeftovers == false)
    #expect(try ShardOptions.parse(base + ["--run", "--fail-on-leftovers"]).failOnLeftovers == true)
    #expect(throws: ShardFailure.usage("--fail-on-leftovers goes with --run")) {
      try ShardOptions.parse(base + ["--fail-on-leftovers"])
    }
    #expect(ShardOptions.usage.contains("--fail-on-leftovers     a unit that passed but left entries"))
  }

  /// `tools shard --run` as make runs it: the summary names what a unit left, and the option
  /// turns it into the run's failure.
  @Test func theShardCommandPassesTheOptionToItsUnits() {
    let folder = ShardCommandTests.Folder.oneUnit("messy", swift: "touch \"$TMPDIR/left-behind\"")
    let arguments = [
      "--plan", "@/plan.json", "--total", "1", "--index", "0", "--run", "--record", "@/t.json", "--log-dir",
      "@/logs",
    ]
    let noted = ShardCommandTests.run(arguments, in: folder, swift: "\(folder.path)/swift")
    #expect(noted.status == 0)
    #expect(noted.err.contains(" s  messy  (left 1 entry in its TMPDIR: left-behind)\n"))
    let failed = ShardCommandTests.run(
      arguments + ["--fail-on-leftovers"], in: folder, swift: "\(folder.path)/swift")
    #expect(failed.status == 1)
    #expect(
      failed.err.contains(" s  messy  (left 1 entry in its TMPDIR: left-behind (--fail-on-leftovers))\n"))
  }
}
