import Testing

@testable import RebuildTimes

@Suite struct BuildLogTests {
  @Test func readsCompiledModulesEmitsAndLinks() {
    let log = BuildLog(
      parsing: """
        Building for debugging...
        [3/6] Compiling Base Base.swift
        [4/6] Emitting module Base
        [6/9] Emitting module Leaf
        [7/9] Compiling Leaf Leaf.swift, Other.swift
        [10/11] Linking app
        remark: Incremental compilation: Queuing (initial): {compile: Leaf.o <= Leaf.swift}
        Build of product 'app' complete! (0.52s)
        """)
    #expect(log.compiledModules == ["Base", "Leaf"])
    #expect(log.emittedModules == ["Base", "Leaf"])
    #expect(log.linkedProducts == ["app"])
    #expect(log.driverRemarks.count == 1)
  }

  @Test func summaryComputesMedianAndFlagsDisagreements() {
    var result = ScenarioResult(scenario: "body Leaf", kind: .body, module: "Leaf", status: .measured)
    result.iterations = [1.0, 3.0, 2.0, 10.0].map {
      Observation(
        seconds: $0, compiledModules: ["Leaf"], rewrittenObjects: ["Leaf"], changedInterfaces: [],
        relinked: true)
    }
    result.iterations[1].rewrittenObjects = ["Base", "Leaf"]
    result.summarize()
    #expect(result.minSeconds == 1 && result.maxSeconds == 10 && result.medianSeconds == 2.5)
    #expect(result.recompiledModules == ["Leaf"])
    #expect(
      result.notes == ["iteration 2: object files of {Base} changed without a Compiling line in the log"])
  }

  @Test func budgetCheckNamesExpectedAndActual() {
    let budget = BudgetFile.Budget(
      scenario: Scenario(kind: .api, module: "Base"), allowed: ["Base"], path: "b.rules", line: 3)
    var result = ScenarioResult(scenario: "api Base", kind: .api, module: "Base", status: .measured)
    result.recompiledModules = ["Base", "Leaf"]
    let violations = BudgetCheck.violations(budgets: [budget], results: [result])
    #expect(
      violations.map(\.description) == [
        "b.rules:3: error: scenario 'api Base' recompiled Leaf beyond its budget: expected {Base}, actual {Base, Leaf}"
      ])
  }
}
