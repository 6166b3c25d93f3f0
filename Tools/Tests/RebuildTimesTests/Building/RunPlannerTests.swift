import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

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
    #expect(throws: Diagnostic.self) { try Options.parse(["-Xswiftc"]) }
  }

  @Test func anUnknownModuleIsAnError() {
    #expect(throws: Diagnostic.self) {
      try RunPlanner.plan(try Options.parse(["--package-path", root, "--module", "Nope"]))
    }
  }
}

/// Refusals that say where and what next: the scenario file's line, an empty file, another
/// package without a scenario file.
@Suite(.blocksItsThread) struct RunPlannerMessageTests {
  /// A package of its own, never built: the shared fixture belongs to the serialized end-to-end
  /// suite, which edits and builds it, and these tests run beside it.
  let fixture: Fixture
  var root: String { fixture.root.path }

  init() throws { fixture = try Fixture.make(name: "run-planner-messages", build: false) }

  func scenarioFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.path + "/scenarios-\(UUID().uuidString).rules"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func anUnknownModuleInTheScenarioFileNamesItsLine() throws {
    let path = try scenarioFile("warmup 0\nnull\nbody Leaf\napi Nope\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = try #require(throws: Diagnostic.self) {
      try RunPlanner.plan(try Options.parse(["--package-path", root, "--scenarios", path]))
    }
    #expect(error.path == path)
    #expect(error.line == 4)
    #expect(error.message.contains("'Nope'"), "\(error)")
  }

  @Test func anEmptyScenarioFileIsRefusedSayingWhatToDo() throws {
    for text in ["", "\n# only a comment\n\n"] {
      let path = try scenarioFile(text)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let error = try #require(throws: Diagnostic.self) {
        try RunPlanner.plan(try Options.parse(["--package-path", root, "--scenarios", path]))
      }
      #expect(
        error.description.hasPrefix("\(path): error: the scenario file is empty; add scenarios"), "\(error)")
    }
  }

  /// A package that is not this repository, with no scenario file: the defaults' module names are
  /// this repository's, and the message says so instead of "no folder Sources/Checkout".
  @Test func anotherPackageWithoutAScenarioFileIsToldToNameModules() throws {
    let error = try #require(throws: Diagnostic.self) {
      try RunPlanner.plan(try Options.parse(["--package-path", root]))
    }
    #expect(error.message.hasPrefix("no scenarios to run: no rebuild-scenarios.rules in \(root)"), "\(error)")
    #expect(error.message.contains("pass --module M, or write rebuild-scenarios.rules"), "\(error)")
    // The null build alone measures no module: nothing is missing for it.
    let null = try RunPlanner.plan(try Options.parse(["--package-path", root, "--scenario", "null"]))
    #expect(null.plans.map(\.scenario.description) == ["null"])
  }
}
