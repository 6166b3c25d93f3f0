import ToolSupport

/// Why a run could not produce a verdict (exit code 2): the input was bad, not the code.
public enum CheckerFailure: Error, Equatable, Sendable {
  /// Unreadable file, malformed rules, manifest that fails to load, missing package path.
  case badInput(String)
  /// Wrong command-line usage.
  case usage(String)

  public var message: String {
    switch self {
    case .badInput(let message), .usage(let message): message
    }
  }
}

extension CheckerFailure {
  /// A rules file that is there but is no file (a folder, a dangling link, unreadable).
  package static func rulesFile(_ problem: RulesFileProblem) -> CheckerFailure { .badInput(problem.message) }
}
