import Affected
import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

@testable import Shard

/// The runner, with shell commands in place of `swift test`: every unit runs, a failed build
/// stops the units that need it, each unit's time and log are kept.
@Suite(.serialized, .blocksItsThread) struct RunnerTests {
  static func step(
    _ unit: String, build: String? = nil, test: String, needsRootBuild: Bool = false, lane: String = ".build"
  ) -> CommandPlan.Step {
    CommandPlan.Step(unit: unit, build: build, test: test, needsRootBuild: needsRootBuild, lane: lane)
  }

  /// `folder` holds the logs for as long as the caller keeps the result, and goes with it.
  static func run(_ steps: [CommandPlan.Step], jobs: Int = 1) -> (
    outcomes: [UnitRunner.Outcome], out: String, err: String, logs: String, folder: ShardCommandTests.Folder
  ) {
    let folder = ShardCommandTests.Folder()
    let logs = folder.path
    let out = LockedText()
    let err = LockedText()
    let runner = UnitRunner(
      configuration: .init(
        directory: FileManager.default.temporaryDirectory.path,
        toolsExecutable: BoundedProcess.toolsBesideTests.path,
        testLimit: 30, jobs: jobs, logDirectory: logs, unitLimit: 30))
    let outcomes = runner.run(
      CommandPlan(steps: steps),
      console: Console(out: { out.append($0) }, err: { err.append($0) }, isTerminal: false))
    return (outcomes, out.text, err.text, logs, folder)
  }

  @Test func everyUnitRunsAndAFailedRootBuildStopsOnlyTheUnitsThatNeedIt() {
    let result = Self.run([
      Self.step(".", build: "echo building; exit 4", test: "echo never"),
      Self.step("Packages/Core", test: "echo core", needsRootBuild: true),
      Self.step("Packages/Home", test: "echo home; exit 1"),
      Self.step("Tools", test: "echo tools", lane: "Tools"),
    ])
    #expect(result.outcomes.map(\.unit) == [".", "Packages/Core", "Packages/Home", "Tools"])
    #expect(result.outcomes.map(\.status) == [4, 1, 1, 0])
    #expect(result.outcomes[0].note == "build failed: echo building; exit 4")
    #expect(result.outcomes[1].note == "not run: the root package's build failed")
    #expect(result.outcomes[2].note == "failed: echo home; exit 1")
    #expect(result.outcomes[3].note == nil)
    #expect(result.out.contains("$ echo building; exit 4\nbuilding\n"))
    #expect(!result.out.contains("never"))
    #expect(result.err.contains("shard: Tools: passed in "))
    #expect(result.err.contains("shard: .: FAILED (build failed: echo building; exit 4) in "))
    #expect(
      result.err.contains(
        "shard: Packages/Core: FAILED (not run: the root package's build failed) in 0.0 s\n"))
    let log = FileManager.default.contents(atPath: "\(result.logs)/Packages-Home.log").map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(log?.contains("$ echo home; exit 1\nhome\n") == true)
    #expect(FileManager.default.fileExists(atPath: "\(result.logs)/root.log"))
  }

  @Test func aPassingRootBuildLetsItsUnitsRunAndLanesRunSideBySide() {
    let result = Self.run(
      [
        Self.step(".", build: "true", test: "echo root-tests"),
        Self.step("Packages/Core", test: "echo core-tests", needsRootBuild: true),
        Self.step("Tools", test: "sleep 0.5; echo tool-tests", lane: "Tools"),
      ], jobs: 2)
    #expect(result.outcomes.map(\.status) == [0, 0, 0])
    #expect(result.outcomes[2].seconds >= 0.5)
    // With two lanes at once, each unit's output is printed whole, after a header.
    #expect(result.out.contains("──── Tools ────\n$ sleep 0.5; echo tool-tests\n"))
    #expect(result.out.contains("──── Packages/Core ────\n$ echo core-tests\n"))
  }

  /// One job: the run is live, each unit's build then its tests, lane after lane, no headers.
  @Test func oneJobRunsEachUnitsBuildRightBeforeItsTestsLive() {
    let result = Self.run([
      Self.step(".", build: "echo root-build", test: "echo root-tests"),
      Self.step("Tools", build: "echo tools-build", test: "echo tools-tests", lane: "Tools"),
    ])
    #expect(result.outcomes.map(\.status) == [0, 0])
    let order = result.out.split(separator: "\n").filter { !$0.hasPrefix("$ ") }
    #expect(order == ["root-build", "root-tests", "tools-build", "tools-tests"])
    #expect(!result.out.contains("────"))
  }

  /// Two jobs but one unit: nothing to run side by side, so the run stays live.
  @Test func twoJobsOnOneUnitStayLive() {
    let result = Self.run([Self.step(".", build: "echo root-build", test: "echo root-tests")], jobs: 2)
    #expect(result.outcomes.map(\.status) == [0])
    #expect(!result.out.contains("────"))
    #expect(result.out.split(separator: "\n").filter { !$0.hasPrefix("$ ") } == ["root-build", "root-tests"])
  }

  /// Two jobs, one lane: a package's tests, which need only the root's build, run on the other
  /// worker as soon as that build is done, beside the root's own tests. The root's tests wait (up
  /// to 10 s) for the package's to leave a mark, and the package's fail unless the build's mark
  /// is there: the run passes only if they start after the build and overlap the root's tests.
  @Test func aPackageTestsFromTheRootBuildBesideTheRootsOwnTests() {
    let mark = FileManager.default.temporaryDirectory.path + "/runner-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: mark + "-built") }
    defer { try? FileManager.default.removeItem(atPath: mark + "-tested") }
    let result = Self.run(
      [
        Self.step(
          ".", build: "touch \(mark)-built",
          test: "for i in $(seq 100); do [ -e \(mark)-tested ] && exit 0; sleep 0.1; done; exit 1"),
        Self.step(
          "Packages/Core", test: "[ -e \(mark)-built ] && touch \(mark)-tested", needsRootBuild: true),
      ], jobs: 2)
    #expect(result.outcomes.map(\.status) == [0, 0])
    #expect(result.out.contains("──── Packages/Core ────"), "side by side, each unit's output whole")
  }

  /// Set apart from the root's lane, the packages still never run from a build that failed.
  @Test func withTwoJobsAFailedRootBuildStillStopsThePackagesThatNeedIt() {
    let result = Self.run(
      [
        Self.step(".", build: "exit 4", test: "echo never"),
        Self.step("Packages/Core", test: "echo never", needsRootBuild: true),
        Self.step("Packages/Home", test: "echo never", needsRootBuild: true),
        Self.step("Tools", test: "echo tools", lane: "Tools"),
      ], jobs: 2)
    #expect(result.outcomes.map(\.status) == [4, 1, 1, 0])
    #expect(result.outcomes[1].note == "not run: the root package's build failed")
    #expect(result.outcomes[2].note == "not run: the root package's build failed")
    #expect(!result.out.contains("never\n"))
  }

  /// Side by side, each lane starts at once: a unit built beforehand (no build step) tests while
  /// another lane builds. The root's build here waits (up to 10 s) for the Tools' tests to leave a
  /// mark, and fails without it: it can pass only if the two overlap.
  @Test func sideBySideALaneTestsWhileAnotherBuilds() {
    let marker = FileManager.default.temporaryDirectory.path + "/runner-tested-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let waitForMark =
      "i=0; while [ ! -f \(marker) ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; test -f \(marker)"
    let result = Self.run(
      [
        Self.step(".", build: waitForMark, test: "true"),
        Self.step("Tools", test: "touch \(marker)", lane: "Tools"),
      ], jobs: 2)
    #expect(result.outcomes.map(\.status) == [0, 0], "\(result.out)")
  }

  /// Another lane ending before the root's build says nothing of that build: the packages that
  /// test from it still wait for it and run once it passes. The root's build waits (up to 10 s)
  /// for the Tools' tests to leave a mark, then half a second more, so the Tools' lane has ended.
  @Test func aLaneEndingBeforeTheRootsBuildLeavesItsPackagesToIt() {
    let marker = FileManager.default.temporaryDirectory.path + "/runner-tested-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let waitForMark =
      "i=0; while [ ! -f \(marker) ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; test -f \(marker)"
    let result = Self.run(
      [
        Self.step(".", build: waitForMark + " && sleep 0.5", test: "true"),
        Self.step("Packages/Core", test: "echo core-tests", needsRootBuild: true),
        Self.step("Tools", test: "touch \(marker)", lane: "Tools"),
      ], jobs: 2)
    let status = Dictionary(uniqueKeysWithValues: result.outcomes.map { ($0.unit, $0.status) })
    #expect(status == [".": 0, "Packages/Core": 0, "Tools": 0], "\(result.err)")
    #expect(result.out.contains("core-tests\n"), "the package's tests ran")
  }

  /// Stopped (Ctrl-C, or CI cancelling the job), `tools shard --run` stops the tests it started
  /// rather than leaving them running on the machine.
  @Test func aStoppedRunStopsTheTestsItStarted() throws {
    let folder = ShardCommandTests.Folder()
    folder.write(
      "plan.json",
      #"{"rootPackage": false, "units": [{"name": "slow", "kind": "standalone", "testTargets": ["T"]}], "skippedUnits": []}"#
    )
    // A stand-in for swift that says who it is, then waits as a test that never ends would.
    folder.write(
      "swift",
      "#!/bin/sh\necho $$ > \"$(dirname \"$0\")/pid.tmp\"\nmv \"$(dirname \"$0\")/pid.tmp\" \"$(dirname \"$0\")/pid\"\nexec sleep 300\n"
    )
    chmod("\(folder.path)/swift", 0o755)
    let process = Process()
    process.executableURL = BoundedProcess.toolsBesideTests
    process.arguments = [
      "shard", "--root", folder.path, "--plan", "\(folder.path)/plan.json", "--total", "1", "--index", "0",
      "--run", "--log-dir", "\(folder.path)/logs", "--record", "\(folder.path)/t.json",
    ]
    // The units' temporary folders are made here, to see that the stopped run removes them.
    try FileManager.default.createDirectory(atPath: "\(folder.path)/tmp", withIntermediateDirectories: true)
    process.environment = ProcessInfo.processInfo.environment.merging([
      "SWIFT": "\(folder.path)/swift", "TMPDIR": "\(folder.path)/tmp",
    ]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let scale = Double(ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"] ?? "") ?? 1
    func wait(_ seconds: Double, until done: () -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(seconds * max(scale, 1))
      while !done() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      return done()
    }
    let started = wait(60) { folder.read("pid") != nil }
    let pid = folder.read("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(started && pid != nil, "waited 60 s for the stand-in test to start")
    guard let pid else { return }
    defer { kill(pid, SIGKILL) }
    kill(process.processIdentifier, SIGTERM)
    #expect(wait(30) { !process.isRunning }, "waited 30 s for tools shard to stop")
    // 143 from the signal's handler, or 1 when the stopped unit's failure ends the run first.
    #expect(process.terminationStatus != 0)
    // Gone, or at most a zombie waiting for init to reap it.
    func alive(_ pid: Int32) -> Bool {
      guard kill(pid, 0) == 0, let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else {
        return false
      }
      let text = String(decoding: stat, as: UTF8.self)
      return !(text.lastIndex(of: ")").map { text[text.index(after: $0)...].hasPrefix(" Z") } ?? false)
    }
    #expect(
      wait(10) { !alive(pid) }, "the test the run started (pid \(pid)) still runs 10 s after the run stopped")
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/tmp") == [])
  }

  @Test func aRunRecordsThePassingUnitsTimesMergedIntoTheRecord() throws {
    let folder = ShardCommandTests.Folder()
    folder.write(
      "plan.json",
      #"{"rootPackage": false, "units": [{"name": "pass", "kind": "standalone", "testTargets": ["T"]}, {"name": "fail", "kind": "standalone", "testTargets": ["T"]}], "skippedUnits": []}"#
    )
    folder.write("out-timings.json", #"{"header": "earlier", "units": {"kept": 7, "fail": 9}}"#)
    // `swift test --package-path pass|fail`, answered by a stand-in for swift.
    folder.write("swift", "#!/bin/sh\necho \"swift $*\"\ncase \"$*\" in *fail*) exit 1;; esac\n")
    chmod("\(folder.path)/swift", 0o755)
    let result = ShardCommandTests.run(
      [
        "--plan", "@/plan.json", "--total", "1", "--index", "0", "--run", "--record", "@/out-timings.json",
        "--log-dir", "@/logs", "--header", "now", "--test-limit", "60",
      ], in: folder, swift: "\(folder.path)/swift")
    #expect(result.status == 1)
    #expect(result.err.contains("  1 of 2 units FAILED; timings in out-timings.json\n"))
    // Each unit's line in the summary carries its own verdict.
    let lines = result.err.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  passed ") && $0.hasSuffix(" s  pass") })
    #expect(lines.contains { $0.hasPrefix("  FAILED ") && $0.contains(" s  fail  (failed: ") })
    let timings = try Timings.read(path: "\(folder.path)/out-timings.json")
    #expect(Set(timings.seconds.keys) == ["kept", "fail", "pass"])
    #expect(timings.seconds["fail"] == 9)
    #expect(timings.header == "now")
    #expect(folder.read("logs/pass.log")?.contains("swift test --package-path pass\n") == true)
    let passing = ShardCommandTests.run(
      [
        "--plan", "@/plan.json", "--total", "2", "--index", "1", "--run", "--record", "@/out-timings.json",
        "--log-dir", "@/logs",
      ],
      in: folder, swift: "\(folder.path)/swift")
    #expect(passing.status == 0)
    #expect(passing.err.contains("  all 1 units passed; timings in out-timings.json\n"))
  }
}
