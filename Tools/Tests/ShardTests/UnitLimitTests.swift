import Affected
import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

@testable import Shard

/// Every command a shard starts is bounded: a unit's build and its test run by `--unit-limit`,
/// `shard verify`'s listings by `TOOLS_PROCESS_TIMEOUT`. Past the bound the command and all it
/// started are stopped, the message names them and the wait, and the shard exits 2.
@Suite(.serialized, .blocksItsThread) struct UnitLimitTests {
  static func run(_ steps: [CommandPlan.Step], unitLimit: Double) -> [UnitRunner.Outcome] {
    let logs = FileManager.default.temporaryDirectory.path + "/unit-limit-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: logs) }
    let runner = UnitRunner(
      configuration: .init(
        directory: FileManager.default.temporaryDirectory.path,
        toolsExecutable: BoundedProcess.toolsBesideTests.path, testLimit: 30, jobs: 1, logDirectory: logs,
        unitLimit: unitLimit))
    return runner.run(
      CommandPlan(steps: steps), console: Console(out: { _ in }, err: { _ in }, isTerminal: false))
  }

  @Test func aBuildOrATestRunPastTheUnitLimitIsStoppedAndNamed() {
    let start = Date()
    let outcomes = Self.run(
      [
        CommandPlan.Step(
          unit: "built", build: "sleep 30", test: "echo never", needsRootBuild: false, lane: "a"),
        CommandPlan.Step(unit: "tested", build: nil, test: "sleep 30", needsRootBuild: false, lane: "b"),
        CommandPlan.Step(unit: "quick", build: "true", test: "true", needsRootBuild: false, lane: "c"),
      ], unitLimit: 0.5)
    #expect(outcomes.map(\.status) == [2, 2, 0])
    #expect(outcomes.map(\.stopped) == [true, true, false])
    #expect(
      outcomes[0].note
        == "'sleep 30' did not finish within 0.5 s and was stopped (--unit-limit SECONDS waits longer)")
    #expect(outcomes[1].note == outcomes[0].note)
    #expect(outcomes[2].note == nil)
    // Two bounds of half a second, and no grace waited out: the children die on SIGTERM.
    #expect(Date().timeIntervalSince(start) < 20)
  }

  @Test func aStoppedUnitMakesTheShardExitTwo() {
    let folder = ShardCommandTests.Folder.oneUnit("slow", swift: "exec sleep 30")
    let result = ShardCommandTests.run(
      [
        "--plan", "@/plan.json", "--total", "1", "--index", "0", "--run", "--record", "@/timings.json",
        "--log-dir", "@/logs", "--unit-limit", "0.5",
      ], in: folder, swift: "\(folder.path)/swift")
    #expect(result.status == 2)
    #expect(
      result.err.contains("did not finish within 0.5 s and was stopped (--unit-limit SECONDS waits longer)"))
    #expect(result.err.contains("  1 of 1 units FAILED"))
  }

  @Test func theUnitLimitIsAPositiveNumberDefaultingToTheBuildBound() throws {
    let base = ["--total", "1", "--index", "0"]
    #expect(try ShardOptions.parse(base).unitLimit == ProcessTimeout.buildSeconds())
    #expect(try ShardOptions.parse(base + ["--unit-limit", "7200"]).unitLimit == 7200)
    #expect(try ShardOptions.parse(base + ["--unit-limit", "7200"]).testLimit == 120)
    #expect(try ShardOptions.parse(base + ["--test-limit", "9"]).unitLimit == ProcessTimeout.buildSeconds())
    for bad in ["0", "-1", "soon", "inf"] {
      #expect(throws: ShardFailure.usage("--unit-limit needs a positive number of seconds, not '\(bad)'")) {
        try ShardOptions.parse(base + ["--unit-limit", bad])
      }
    }
  }

  @Test func aListingPastItsBoundFailsVerifyNamingTheCommand() throws {
    let folder = ShardCommandTests.Folder()
    folder.write(
      "plan.json",
      #"{"rootPackage": true, "units": [{"name": ".", "kind": "root", "testTargets": ["AppTests"], "inRootBuild": true}], "skippedUnits": []}"#
    )
    try FileManager.default.createDirectory(atPath: "\(folder.path)/logs", withIntermediateDirectories: true)
    do {
      _ = try VerifyCommand.listing(["sleep", "30"], in: folder.path, timeout: 0.3)
      Issue.record("sleep 30 returned within 0.3 s")
    } catch {
      #expect(error.command == "sleep 30")
    }
    #expect(
      try VerifyCommand.listing(["sh", "-c", "echo listed"], in: folder.path, timeout: 30) == "listed\n")
    #expect(
      try VerifyCommand.listing(["sh", "-c", "echo listed; exit 1"], in: folder.path, timeout: 30) == nil)
    let err = LockedText()
    let status = VerifyCommand.run(
      ["--plan", "\(folder.path)/plan.json", "\(folder.path)/logs"],
      console: Console(out: { _ in }, err: { err.append($0) }, isTerminal: false), swift: "swift",
      lister: { command, _ in
        throw BoundedProcess.TimedOut(command: command.joined(separator: " "), seconds: 300)
      })
    #expect(status == 2)
    #expect(
      err.text
        == "shard verify: error: 'swift test --skip-build --list-tests' did not finish within 300 s and was stopped (TOOLS_PROCESS_TIMEOUT=SECONDS waits longer)\n"
    )
  }
}
