import Affected
import CheckImports
import Foundation
import Testing

@testable import Shard

/// `tools shard verify`'s bookkeeping: what logs say ran against what the bundles list.
@Suite(.serialized) struct LedgerTests {
  static let log = """
    Test Suite 'Selected tests' started at 2026-12-01 10:00:00.000
    Test Case 'StoreTests.testA' started at 2026-12-01 10:00:00.001
    Test Case 'StoreTests.testA' passed (0.001 seconds)
    Test Case 'StoreTests.testB' failed (0.002 seconds)
    Test Case 'StoreTests.testC' skipped (0.000 seconds)
    Test Case 'Odd' passed
    ◇ Test apiEdit() started.
    ✔ Test apiEdit() passed after 0.1 seconds.
    ✘ Test broken(x:) recorded an issue at A.swift:3:5: Expectation failed
    ✘ Test broken(x:) with 3 test cases failed after 0.2 seconds with 1 issue.
    ➜ Test later() skipped: "not yet"
    ━ Test known() recorded a known issue at B.swift:9:1: Issue recorded
    ━ Test known() passed after 0.1 seconds with 1 known issue.
    ✔ Test run with 3 tests in 1 suite passed after 0.3 seconds.
    ✔ Suite Things passed after 0.3 seconds.

    """

  @Test func aLogCountsEveryFinishedTestOnceAndNothingElse() {
    #expect(
      RunLedger.ran(inLog: Self.log).counts == [
        "StoreTests.testA": 1, "StoreTests.testB": 1, "StoreTests.testC": 1, "Odd": 1, "apiEdit()": 1,
        "broken(x:)": 1, "later()": 1, "known()": 1,
      ])
  }

  @Test func aListingIsKeyedTheWayLogsNameTests() {
    let listed = RunLedger.listed(
      "CoreTests.StoreTests/testA\nCoreTests.StoreTests/testB\nToolsTests.Suite/apiEdit()\nOtherTests.More/apiEdit()\nnoise\n"
    )
    #expect(listed.counts == ["StoreTests.testA": 1, "StoreTests.testB": 1, "apiEdit()": 2])
    #expect(listed.total == 4)
    let ran = RunLedger.ran(
      inLog:
        "Test Case 'StoreTests.testA' passed (0 seconds)\nTest Case 'StoreTests.testA' passed (0 seconds)\n"
        + "✔ Test apiEdit() passed after 0 seconds.\n✔ Test extra() passed after 0 seconds.\n")
    let (missing, twice, unlisted) = ran.compared(to: listed)
    #expect(missing == ["StoreTests.testB", "apiEdit()"])
    #expect(twice == ["StoreTests.testA"])
    #expect(unlisted == ["extra()"])
    #expect((ran + ran).counts["extra()"] == 2)
    #expect(listed.compared(to: listed) == ([], [], []))
  }

  @Test func verifyAgreesOnlyWhenEveryListedTestRanOnce() throws {
    let folder = ShardCommandTests.Folder()
    folder.write("plan.json", ShardCommandTests.plan)
    try FileManager.default.createDirectory(atPath: "\(folder.path)/a", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: "\(folder.path)/b", withIntermediateDirectories: true)
    folder.write("a/root.log", "Test Case 'StoreTests.testA' passed (0 seconds)\n")
    folder.write("b/Tools.log", "✔ Test apiEdit() passed after 0 seconds.\n")
    folder.write("b/notes.txt", "Test Case 'StoreTests.testA' passed (0 seconds)\n")
    var asked: [[String]] = []
    func verify(_ listings: [String: String], _ folders: [String]) -> (Int32, String, String) {
      let out = LockedText()
      let err = LockedText()
      let status = VerifyCommand.run(
        ["--plan", "\(folder.path)/plan.json"] + folders.map { "\(folder.path)/\($0)" },
        console: Console(out: { out.append($0) }, err: { err.append($0) }, isTerminal: false), swift: "swift",
        lister: { command, _ in
          asked.append(command)
          return listings[command.last!]
        })
      return (status, out.text, err.text)
    }
    let listings = [
      "--list-tests": "CoreTests.StoreTests/testA\n", "Tools": "ToolTests.Suite/apiEdit()\n",
      ".build": "HomeTests.HomeTests/testHome\n",
    ]
    let (failing, report, _) = verify(listings, ["a", "b"])
    #expect(failing == 1)
    #expect(report.contains("shard verify: 3 tests listed, 2 reported run in 2 logs of 2 shards\n"))
    #expect(report.contains("  missing (1): HomeTests.testHome\n"))
    #expect(report.hasSuffix("shard verify: FAILED\n"))
    #expect(
      asked == [
        ["swift", "test", "--skip-build", "--list-tests"],
        [
          "swift", "test", "--skip-build", "--list-tests", "--package-path", "Packages/Home",
          "--scratch-path", ".build",
        ],
        ["swift", "test", "--skip-build", "--list-tests", "--package-path", "Tools"],
      ])
    folder.write("b/home.log", "Test Case 'HomeTests.testHome' passed (0 seconds)\n")
    let (passing, agreed, _) = verify(listings, ["a", "b"])
    #expect(passing == 0)
    #expect(agreed.hasSuffix("shard verify: ok: the shards ran the whole suite, every test once\n"))
    folder.write("a/again.log", "Test Case 'HomeTests.testHome' passed (0 seconds)\n")
    #expect(verify(listings, ["a", "b"]).1.contains("  run more than once (1): HomeTests.testHome\n"))
    let (unbuilt, _, error) = verify([:], ["a"])
    #expect(unbuilt == 2)
    #expect(
      error == "shard verify: error: swift test --skip-build --list-tests failed: build the tests first\n")
  }

  /// Every way the runs can disagree with the suite is exit 1, not only a missing test: a test run
  /// twice (two shards both ran it) and a test no listing names (a stale bundle) fail the gate too.
  @Test func verifyExitsOneForATestRunTwiceAndForOneNotListed() throws {
    let folder = ShardCommandTests.Folder()
    folder.write("plan.json", ShardCommandTests.plan)
    try FileManager.default.createDirectory(atPath: "\(folder.path)/a", withIntermediateDirectories: true)
    let listings = [
      "--list-tests": "CoreTests.StoreTests/testA\n", "Tools": "ToolTests.Suite/apiEdit()\n",
      ".build": "HomeTests.HomeTests/testHome\n",
    ]
    func verify() -> (Int32, String) {
      let out = LockedText()
      let status = VerifyCommand.run(
        ["--plan", "\(folder.path)/plan.json", "\(folder.path)/a"],
        console: Console(out: { out.append($0) }, err: { _ in }, isTerminal: false), swift: "swift",
        lister: { command, _ in listings[command.last!] })
      return (status, out.text)
    }
    folder.write(
      "a/all.log",
      "Test Case 'StoreTests.testA' passed (0 seconds)\nTest Case 'HomeTests.testHome' passed (0 seconds)\n"
        + "✔ Test apiEdit() passed after 0 seconds.\n")
    #expect(verify().0 == 0)
    folder.write("a/twice.log", "Test Case 'HomeTests.testHome' passed (0 seconds)\n")
    let (twice, twiceReport) = verify()
    #expect(twice == 1, "\(twiceReport)")
    #expect(twiceReport.hasSuffix("shard verify: FAILED\n"))
    try FileManager.default.removeItem(atPath: "\(folder.path)/a/twice.log")
    folder.write("a/extra.log", "Test Case 'GoneTests.testOld' passed (0 seconds)\n")
    let (unlisted, unlistedReport) = verify()
    #expect(unlisted == 1, "\(unlistedReport)")
    #expect(unlistedReport.contains("  run but not listed (1): GoneTests.testOld\n"), "\(unlistedReport)")
  }

  /// Each listing names the bundle its step ran, because it comes from the step: a package the
  /// root builds, run without the root's unit, ran its own bundle in the root's build folder, and
  /// that bundle is listed, not the root's (which no shard built).
  @Test func listingsAreThoseOfTheStepsBundles() throws {
    func plan(_ rootPackage: Bool, _ units: String) throws -> TestPlan {
      try TestPlan.decode(
        Data(#"{"rootPackage": \#(rootPackage), "units": [\#(units)], "skippedUnits": []}"#.utf8),
        origin: "plan")
    }
    let core =
      #"{"name": "Packages/Core", "kind": "package", "testTargets": ["CoreTests"], "allTestTargets": ["CoreTests"], "inRootBuild": true}"#
    let tools =
      #"{"name": "Tools", "kind": "standalone", "testTargets": ["ToolTests"], "allTestTargets": ["ToolTests"]}"#
    let root =
      #"{"name": ".", "kind": "root", "testTargets": ["AppTests"], "allTestTargets": ["AppTests"], "inRootBuild": true}"#
    let list = ["swift", "test", "--skip-build", "--list-tests"]
    #expect(
      VerifyCommand.listCommands(try plan(true, "\(core), \(tools)"), swift: "swift") == [
        list + ["--package-path", "Packages/Core", "--scratch-path", ".build"],
        list + ["--package-path", "Tools"],
      ])
    #expect(
      VerifyCommand.listCommands(try plan(false, core), swift: "swift") == [
        list + ["--package-path", "Packages/Core"]
      ])
    // With the root's unit, the root's bundle holds the package's tests: listed once.
    #expect(
      VerifyCommand.listCommands(try plan(true, "\(core), \(root)"), swift: "/opt/swift") == [
        ["/opt/swift", "test", "--skip-build", "--list-tests"]
      ])
    // Every step's test runs the bundle its listing lists.
    let steps = CommandPlan(units: try plan(true, "\(core), \(tools)").units, hasRootPackage: true).steps
    #expect(
      steps.map(\.test) == [
        "swift test --package-path Packages/Core --scratch-path .build", "swift test --package-path Tools",
      ])
    for step in steps {
      #expect(step.test.hasSuffix(step.listing.dropFirst(4).joined(separator: " ")), "\(step.unit)")
    }
    // A package in the root's build folder waits for the others there; one outside it, and a
    // package with no root package, each has a lane of its own.
    #expect(steps.map(\.lane) == [".build", "Tools"])
    let alone = CommandPlan(units: try plan(false, "\(core), \(tools)").units, hasRootPackage: false).steps
    #expect(alone.map(\.lane) == ["Packages/Core", "Tools"])
  }

  @Test func verifyAndMergeRefuseBadInput() {
    let folder = ShardCommandTests.Folder()
    folder.write("a.json", #"{"units": {"x": 1, "y": 2}}"#)
    folder.write("b.json", #"{"header": "b", "units": {"y": 5}}"#)
    folder.write("bad.json", "[]")
    for (arguments, status, message) in [
      (["verify"], Int32(2), "shard verify: usage error: needs --plan FILE and one or more log folders\n"),
      (["verify", "--plan"], 2, "shard verify: usage error: --plan needs a value (FILE)\n"),
      (["verify", "--frob"], 2, "shard verify: usage error: unknown option '--frob' (see --help)\n"),
      (
        ["verify", "--plan", "@/none.json", "@/logs"], 2,
        "shard verify: error: @/none.json: cannot read the plan\n"
      ),
      (
        ["verify", "--plan", "@/bad.json", "@/logs"], 2,
        "shard verify: error: @/bad.json: not a JSON object (write it with tools affected --format json)\n"
      ),
      (
        ["merge", "@/out.json"], 2,
        "shard merge: usage error: tools shard merge OUT IN… (merges timings files into OUT)\n"
      ),
      (
        ["merge", "@/out.json", "@/bad.json"], 2,
        "shard merge: error: @/bad.json: not a JSON object of timings (delete it, or run make test to write one)\n"
      ),
      (["merge", "@/out.json", "@/a.json", "@/b.json"], 0, "shard merge: 2 units into @/out.json\n"),
    ] {
      let result = ShardCommandTests.run(arguments, in: folder)
      #expect(result.status == status, "\(arguments)")
      #expect(result.err == message.replacingOccurrences(of: "@/", with: folder.path + "/"), "\(arguments)")
    }
    #expect(folder.read("out.json")?.contains("\"header\" : \"b\"") == true)
    #expect(folder.read("out.json")?.contains("\"y\" : 5") == true)
    #expect(
      ShardCommandTests.run(["verify", "--help"], in: folder).out.hasPrefix("usage: tools shard verify"))
    for help in ["--help", "-h"] {
      let result = ShardCommandTests.run(["merge", help], in: folder)
      #expect(result.status == 0, "\(help)")
      #expect(result.out.hasPrefix("usage: tools shard merge OUT IN…\n"), "\(help)")
      #expect(result.err == "", "\(help)")
    }
  }
}
