import BlockingTestSupport
import Testing

@testable import RebuildTimes

/// How flags, the scenario file and the defaults combine; no build runs here.
@Suite(.blocksItsThread) struct RunPlannerTests {
  let root = Fixture.shared.root.path

  @Test func moduleFlagsReplaceTheDefaultsAndNullComesFirst() throws {
    let plan = try RunPlanner.plan(
      try Options.parse(["--package-path", root, "--module", "Leaf", "--module", "Base"]))
    #expect(
      plan.plans.map(\.scenario.description) == ["null", "body Leaf", "api Leaf", "body Base", "api Base"])
    #expect(plan.plans[1].file == "Sources/Leaf/Greeter.swift")
    #expect(plan.warmup == 1 && plan.iterations == 5 && plan.settings.buildSystem == "native")
  }

  @Test func scenarioFiltersKeepKindsOrNameScenarios() throws {
    let kinds = try RunPlanner.plan(
      try Options.parse(["--package-path", root, "--module", "Leaf", "--scenario", "api"]))
    #expect(kinds.plans.map(\.scenario.description) == ["api Leaf"])
    let named = try RunPlanner.plan(
      try Options.parse(["--package-path", root, "--scenario", "body:Base", "--scenario", "null"]))
    #expect(named.plans.map(\.scenario.description) == ["null", "body Base"])
  }

  @Test func checkRunsTheBudgetedScenariosOnce() throws {
    let plan = try RunPlanner.plan(try Options.parse(["--package-path", root, "--check", "--warmup", "3"]))
    #expect(plan.plans.map(\.scenario.description) == ["null", "body Leaf"])
    #expect(plan.budgets.map(\.line) == [2, 3])
    #expect(plan.iterations == 1 && plan.warmup == 3)
  }

  @Test func swiftcFlagsReachEveryBuildInTheirOrderAfterTheToolsOwn() throws {
    let plan = try RunPlanner.plan(
      try Options.parse([
        "--package-path", root, "-Xswiftc", "-DA", "--explain", "-Xswiftc", "-DB", "--module", "Leaf",
      ]))
    #expect(
      Array(plan.settings.arguments(packagePath: root).suffix(6))
        == ["-Xswiftc", "-driver-show-incremental", "-Xswiftc", "-DA", "-Xswiftc", "-DB"])
    #expect(throws: RulesError.self) { try Options.parse(["-Xswiftc"]) }
  }

  @Test func anUnknownModuleIsAnError() {
    #expect(throws: RulesError.self) {
      try RunPlanner.plan(try Options.parse(["--package-path", root, "--module", "Nope"]))
    }
  }
}
