/// Compares what each budgeted scenario recompiled with what its budget allows.
///
/// Timing is deliberately not part of it: CI machines are too noisy for time thresholds, but the
/// set of recompiled modules is deterministic, so it can fail a build without flaking.
enum BudgetCheck {
  struct Violation: Sendable, Equatable, CustomStringConvertible {
    var budget: BudgetFile.Budget
    var actual: [String]
    var reason: String

    var description: String {
      let expected =
        budget.allowed.map { $0.isEmpty ? "nothing" : "{\($0.sorted().joined(separator: ", "))}" }
        ?? "anything"
      let actualText = actual.isEmpty ? "nothing" : "{\(actual.joined(separator: ", "))}"
      return
        "\(budget.path):\(budget.line): error: scenario '\(budget.scenario)' \(reason): expected \(expected), actual \(actualText)"
    }
  }

  static func violations(budgets: [BudgetFile.Budget], results: [ScenarioResult]) -> [Violation] {
    var violations: [Violation] = []
    for (budget, result) in zip(budgets, results) where result.status == .measured {
      let actual = result.recompiledModules
      if let allowed = budget.allowed {
        let extra = Set(actual).subtracting(allowed)
        if !extra.isEmpty {
          violations.append(
            Violation(
              budget: budget, actual: actual,
              reason: "recompiled \(extra.sorted().joined(separator: ", ")) beyond its budget"))
          continue
        }
      }
      if let module = budget.scenario.module, !actual.contains(module) {
        violations.append(
          Violation(
            budget: budget, actual: actual,
            reason: "did not recompile \(module), so the edit was not seen and the check proves nothing"))
      }
    }
    return violations
  }
}
