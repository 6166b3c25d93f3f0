import Foundation
import ToolSupport

/// The blast-radius budgets checked by `--check`: for each scenario, the modules allowed to recompile.
///
/// A budget is an upper bound, not an exact match: a change that shrinks the blast radius is good
/// news, not a failure. Format, one budget per line, `#` starts a comment:
///
///     null -> nothing
///     body Checkout -> Checkout
///     api Checkout -> Checkout ShopFlow AppFeature App
///     api Core -> *                 # anything may recompile
public struct BudgetFile: Sendable, Equatable {
  public struct Budget: Sendable, Equatable {
    public var scenario: Scenario
    /// The modules allowed to recompile; `nil` means any.
    public var allowed: Set<String>?
    /// Where the budget was written, for diagnostics.
    public var path: String
    public var line: Int
  }

  public var budgets: [Budget] = []

  public static func load(path: String) throws(Diagnostic) -> BudgetFile {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read the budgets file", path: path)
    }
    return try parse(text, path: path)
  }

  public static func parse(_ text: String, path: String) throws(Diagnostic) -> BudgetFile {
    var file = BudgetFile()
    var seen: [Scenario: Int] = [:]
    for line in RuleLines.split(text) {
      guard let arrow = line.words.firstIndex(of: "->") else {
        // The line itself is named: a stray word (a directive of another file, a typo) is then
        // seen at once, not only where it is.
        throw Diagnostic(
          "expected '<scenario> -> <modules>', e.g. 'body Checkout -> Checkout', not '\(line.words.joined(separator: " "))'",
          path: path, line: line.number)
      }
      let scenario: Scenario
      do {
        scenario = try Scenario.parse(words: Array(line.words[..<arrow]))
      } catch {
        throw error.located(path: path, line: line.number)
      }
      if let first = seen[scenario] {
        throw Diagnostic(
          "a budget for '\(scenario)' is already on line \(first)", path: path, line: line.number)
      }
      seen[scenario] = line.number
      let modules = Array(line.words[(arrow + 1)...])
      let allowed: Set<String>?
      switch modules {
      case []:
        throw Diagnostic(
          "list the modules allowed to recompile, or 'nothing', or '*'", path: path, line: line.number)
      case ["*"]: allowed = nil
      case ["nothing"]: allowed = []
      default:
        if modules.contains("*") || modules.contains("nothing") {
          throw Diagnostic("'*' and 'nothing' stand alone after '->'", path: path, line: line.number)
        }
        allowed = Set(modules)
      }
      file.budgets.append(Budget(scenario: scenario, allowed: allowed, path: path, line: line.number))
    }
    return file
  }
}
