import Affected
import BoundaryChecker
import Foundation
import Testing
import ToolSupport

@testable import Sharding

/// The runner, with shell commands in place of `swift test`: every unit runs, a failed build
/// stops the units that need it, each unit's time and log are kept.
@Suite(.serialized) struct RunnerTests {
  static func step(
    _ unit: String, build: String? = nil, test: String, needsRootBuild: Bool = false, lane: String = ".build"
  ) -> CommandPlan.Step {
    CommandPlan.Step(unit: unit, build: build, test: test, needsRootBuild: needsRootBuild, lane: lane)
  }

  static func run(_ steps: [CommandPlan.Step], jobs: Int = 1) -> (
    outcomes: [UnitRunner.Outcome], out: String, err: String, logs: String
  ) {
    let logs = FileManager.default.temporaryDirectory.path + "/runner-\(UUID().uuidString)"
    let out = LockedText()
    let err = LockedText()
    let runner = UnitRunner(
      configuration: .init(
        directory: FileManager.default.temporaryDirectory.path,
        toolsExecutable: BoundedProcess.toolsBesideTests.path,
        testLimit: 30, jobs: jobs, logDirectory: logs))
    let outcomes = runner.run(
      CommandPlan(steps: steps),
      console: Console(out: { out.append($0) }, err: { err.append($0) }, isTerminal: false))
    return (outcomes, out.text, err.text, logs)
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
