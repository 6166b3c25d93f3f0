import Foundation
import ToolSupport

/// `mutants.rules`: the modules `tools mutants` mutates by default, how each is tested, and the
/// reviewed list of equivalent mutants (a change no test can observe, with the reason).
///
/// ```
/// module ThirdPartyShim Packages/ThirdPartyShim ThirdPartyShimTests Packages/ThirdPartyShim/Sources/ThirdPartyShim
/// equivalent Packages/Core/Sources/Core/X.swift flip-relational 17 | if a <= b { | a == b cannot happen: …
/// ```
struct MutantsRules: Equatable {
  struct Module: Equatable {
    var name: String
    /// The package whose tests are run (`swift test --package-path`).
    var package: String
    /// `swift test --filter`.
    var testFilter: String
    /// Files or folders (every `.swift` file below) to mutate.
    var sources: [String]
    /// Where the rules declare it, for diagnostics.
    var line = 0
  }

  struct Equivalent: Equatable {
    var file: String
    var mutation: MutationOperator
    var column: Int
    var originalLine: String
    var reason: String
    /// Where the rules declare it, for diagnostics.
    var line = 0

    func matches(_ mutant: Mutant) -> Bool {
      mutant.file == file && mutant.mutation == mutation && mutant.column == column
        && mutant.originalLines.first?.trimmingWhitespace == originalLine
    }
  }

  var modules: [Module] = []
  var equivalents: [Equivalent] = []

  /// The equivalents reviewed for files under `sources` (files or folders) that match none of
  /// `mutants`, all of those sources' mutants: the code they were written for changed (or its
  /// file is gone), so each line now exempts nothing, and would silently exempt another mutant
  /// that came to match it.
  func staleEquivalents(under sources: [String], mutants: [Mutant]) -> [Equivalent] {
    equivalents.filter { equivalent in
      sources.contains { equivalent.file == $0 || equivalent.file.hasPrefix($0 + "/") }
        && !mutants.contains { equivalent.matches($0) }
    }
  }

  static func parse(_ text: String, file: String) throws(Diagnostic) -> MutantsRules {
    var rules = MutantsRules()
    // The tools' one reader: every line ending, and a BOM at the start read as nothing.
    for (number, raw) in RuleLines.rawLines(text) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      switch words.first {
      case "module":
        guard words.count >= 5 else {
          throw Diagnostic(
            "expected 'module <name> <package> <test filter> <source>...'", path: file, line: number)
        }
        // A second line for one name would run the module twice under `--module`, each with
        // its own reading of which files it covers.
        if let earlier = rules.modules.first(where: { $0.name == words[1] }) {
          throw Diagnostic(
            "module '\(words[1])' is already declared on line \(earlier.line)", path: file, line: number)
        }
        rules.modules.append(
          Module(
            name: words[1], package: words[2], testFilter: words[3], sources: Array(words[4...]), line: number
          ))
      case "equivalent":
        let parts = line.dropFirst("equivalent".count).components(separatedBy: " | ")
        let head = parts.first?.split(separator: " ").map(String.init) ?? []
        guard parts.count == 3, head.count == 3, let mutation = MutationOperator(rawValue: head[1]),
          let column = Int(head[2]), !parts[2].trimmingWhitespace.isEmpty
        else {
          throw Diagnostic(
            "expected 'equivalent <file> <operator> <column> | <original line> | <reason>' "
              + "(operators: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")))",
            path: file, line: number)
        }
        rules.equivalents.append(
          Equivalent(
            file: head[0], mutation: mutation, column: column, originalLine: parts[1].trimmingWhitespace,
            reason: parts[2].trimmingWhitespace, line: number))
      default:
        throw Diagnostic(
          "unknown directive '\(words.first ?? "")' (module, equivalent)", path: file, line: number)
      }
    }
    return rules
  }
}
