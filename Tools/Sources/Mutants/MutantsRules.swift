import Foundation

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
  }

  struct Equivalent: Equatable {
    var file: String
    var mutation: MutationOperator
    var column: Int
    var originalLine: String
    var reason: String

    func matches(_ mutant: Mutant) -> Bool {
      mutant.file == file && mutant.mutation == mutation && mutant.column == column
        && mutant.originalLines.first?.trimmingWhitespace == originalLine
    }
  }

  var modules: [Module] = []
  var equivalents: [Equivalent] = []

  static func parse(_ text: String, file: String) throws(RulesError) -> MutantsRules {
    var rules = MutantsRules()
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      let number = index + 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      switch words.first {
      case "module":
        guard words.count >= 5 else {
          throw RulesError(
            file: file, line: number, message: "expected 'module <name> <package> <test filter> <source>...'")
        }
        rules.modules.append(
          Module(name: words[1], package: words[2], testFilter: words[3], sources: Array(words[4...])))
      case "equivalent":
        let parts = line.dropFirst("equivalent".count).components(separatedBy: " | ")
        let head = parts.first?.split(separator: " ").map(String.init) ?? []
        guard parts.count == 3, head.count == 3, let mutation = MutationOperator(rawValue: head[1]),
          let column = Int(head[2]), !parts[2].trimmingWhitespace.isEmpty
        else {
          throw RulesError(
            file: file, line: number,
            message: "expected 'equivalent <file> <operator> <column> | <original line> | <reason>' "
              + "(operators: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        rules.equivalents.append(
          Equivalent(
            file: head[0], mutation: mutation, column: column, originalLine: parts[1].trimmingWhitespace,
            reason: parts[2].trimmingWhitespace))
      default:
        throw RulesError(
          file: file, line: number, message: "unknown directive '\(words.first ?? "")' (module, equivalent)")
      }
    }
    return rules
  }
}

/// A bad rules file or flag, reported as `file:line: error: message`.
struct RulesError: Error, CustomStringConvertible {
  var file: String
  var line: Int?
  var message: String

  var description: String {
    if let line { return "\(file):\(line): error: \(message)" }
    return "\(file): error: \(message)"
  }
}
