import Foundation
import Testing
import ToolSupport

@testable import RebuildTimes

@Suite struct RulesFileTests {
  @Test func scenarioFileReadsSettingsAndScenarios() throws {
    let file = try ScenarioFile.parse(
      """
      # comment
      warmup 2
      iterations 7   # trailing comment
      build-system native
      product app
      null
      body Checkout file Packages/Features/Checkout/Sources/Checkout/X.swift
      api Core
      """, path: "s.rules")
    #expect(file.warmup == 2)
    #expect(file.iterations == 7)
    #expect(file.settings.product == "app")
    #expect(file.scenarios.map(\.description) == ["null", "body Checkout", "api Core"])
    #expect(file.scenarios[1].file == "Packages/Features/Checkout/Sources/Checkout/X.swift")
  }

  @Test func scenarioFileErrorsNameFileAndLine() {
    #expect(
      throws: Diagnostic(
        "expected a scenario kind (null, body or api), found 'bdy'", path: "s.rules", line: 3)
    ) {
      try ScenarioFile.parse("warmup 1\n\nbdy Checkout\n", path: "s.rules")
    }
    #expect(throws: Diagnostic("'iterations' needs a whole number ≥ 1, found '0'", path: "s.rules", line: 1))
    {
      try ScenarioFile.parse("iterations 0\n", path: "s.rules")
    }
  }

  /// A scenario or a setting given twice: refused naming the first line, not measured twice
  /// or taken silently.
  @Test func scenarioFileRefusesWhatIsAlreadyGiven() {
    #expect(throws: Diagnostic("the scenario 'body Checkout' is already on line 2", path: "s.rules", line: 4))
    {
      try ScenarioFile.parse("null\nbody Checkout\napi Checkout\nbody Checkout\n", path: "s.rules")
    }
    #expect(throws: Diagnostic("'iterations' is already set on line 1", path: "s.rules", line: 3)) {
      try ScenarioFile.parse("iterations 5\nnull\niterations 3\n", path: "s.rules")
    }
  }

  /// Files saved with Windows line endings read as the same lines ("\r\n" is one character in
  /// Swift: a split at "\n" alone read the whole file as one line).
  @Test func rulesFilesWithWindowsLineEndingsReadTheSame() throws {
    let scenarios = "warmup 2\niterations 7\nnull\nbody Checkout\n"
    let crlf = scenarios.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try ScenarioFile.parse(crlf, path: "s") == ScenarioFile.parse(scenarios, path: "s"))
    let budgets = "null -> nothing\nbody Checkout -> Checkout\n"
    let crlfBudgets = budgets.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try BudgetFile.parse(crlfBudgets, path: "b") == BudgetFile.parse(budgets, path: "b"))
  }

  @Test func budgetsParseSetsNothingAndAnything() throws {
    let file = try BudgetFile.parse(
      "null -> nothing\nbody Checkout -> Checkout\napi Core -> *\napi Checkout -> Checkout ShopFlow\n",
      path: "b.rules")
    #expect(file.budgets.map(\.allowed) == [[], ["Checkout"], nil, ["Checkout", "ShopFlow"]])
    #expect(file.budgets[3].line == 4)
  }

  @Test func budgetErrorsNameFileAndLine() {
    #expect(throws: Diagnostic("a budget for 'body A' is already on line 1", path: "b.rules", line: 2)) {
      try BudgetFile.parse("body A -> A\nbody A -> A B\n", path: "b.rules")
    }
    #expect(throws: Diagnostic("'body' needs a module name, e.g. 'body Checkout'", path: "b.rules", line: 1))
    {
      try BudgetFile.parse("body -> A\n", path: "b.rules")
    }
    let missingArrow = Diagnostic(
      "expected '<scenario> -> <modules>', e.g. 'body Checkout -> Checkout', not 'body A A'", path: "b.rules",
      line: 2)
    #expect(throws: missingArrow) { try BudgetFile.parse("# c\nbody A A\n", path: "b.rules") }
  }

  @Test func optionsParseAndRejectUnknownFlags() throws {
    let options = try Options.parse([
      "--module", "Leaf", "--iterations", "3", "--warmup", "0", "--json", "--check",
    ])
    #expect(options.modules == ["Leaf"])
    #expect(options.iterations == 3 && options.warmup == 0 && options.output == .json && options.check)
    #expect(throws: Diagnostic("unknown option '--fast' (see --help)")) { try Options.parse(["--fast"]) }
    #expect(throws: Diagnostic("--iterations needs a value (N)")) { try Options.parse(["--iterations"]) }
  }

  /// This repository's own scenarios and budgets, saved with CRLF or CR-only line endings, are the
  /// same, line numbers included.
  @Test func thisRepositorysScenariosAndBudgetsReadTheSameWithEveryLineEnding() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let scenarios = try String(
      contentsOf: root.appendingPathComponent("rebuild-scenarios.rules"), encoding: .utf8)
    let budgets = try String(
      contentsOf: root.appendingPathComponent("rebuild-budgets.rules"), encoding: .utf8)
    let lfScenarios = try ScenarioFile.parse(scenarios, path: "rebuild-scenarios.rules")
    let lfBudgets = try BudgetFile.parse(budgets, path: "rebuild-budgets.rules")
    #expect(!lfScenarios.scenarios.isEmpty && !lfBudgets.budgets.isEmpty)
    for ending in ["\r\n", "\r"] {
      let other = { (text: String) in text.replacingOccurrences(of: "\n", with: ending) }
      #expect(try ScenarioFile.parse(other(scenarios), path: "rebuild-scenarios.rules") == lfScenarios)
      #expect(try BudgetFile.parse(other(budgets), path: "rebuild-budgets.rules") == lfBudgets)
    }
  }
}
