/// Decides whether an `#if` condition holds for the build the tool measures: a debug SwiftPM build
/// on this machine.
///
/// Three answers, because a wrong "yes" would put the body edit into code that is not compiled:
/// `true`, `false`, and `nil` for anything it cannot be sure of (a custom flag set in a manifest, a
/// `canImport` of a module it does not know); callers treat `nil` as "not compiled".
struct ConditionEvaluator: Sendable {
  /// `os(…)` and `arch(…)` values of this machine, and the flags SwiftPM defines in debug builds.
  var operatingSystem: String
  var architecture: String
  var definedFlags: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]
  /// Modules `canImport` finds on every platform the tool runs on, and modules it never finds here.
  var importable: Set<String>
  var notImportable: Set<String>

  static let host: ConditionEvaluator = {
    #if os(Linux)
      let system = "Linux"
      let importable: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Synchronization", "XCTest", "Testing",
      ]
      let notImportable: Set<String> = [
        "Darwin", "UIKit", "AppKit", "SwiftUI", "Combine", "ObjectiveC", "WatchKit", "os",
        "CoreFoundation_Darwin",
      ]
    #else
      let system = "macOS"
      let importable: Set<String> = [
        "Foundation", "Dispatch", "Darwin", "Synchronization", "XCTest", "Testing",
      ]
      let notImportable: Set<String> = ["Glibc", "UIKit", "WatchKit"]
    #endif
    #if arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "x86_64"
    #endif
    return ConditionEvaluator(
      operatingSystem: system, architecture: architecture, importable: importable,
      notImportable: notImportable)
  }()

  func evaluate(_ condition: String) -> Bool? {
    var parser = Parser(tokens: Self.tokens(condition), evaluator: self)
    let value = parser.disjunction()
    return parser.position == parser.tokens.count ? value : nil
  }

  private func atom(_ name: String, argument: String?) -> Bool? {
    switch (name, argument) {
    case ("true", nil): return true
    case ("false", nil): return false
    case ("os", let value?): return value == operatingSystem
    case ("arch", let value?): return value == architecture
    case ("compiler", _), ("swift", _), ("hasFeature", _), ("hasAttribute", _): return true
    case ("canImport", let module?):
      let base = String(module.prefix(while: { $0 != "," && $0 != "." }))
      if importable.contains(base) { return true }
      return notImportable.contains(base) ? false : nil
    case ("targetEnvironment", _): return false
    case (let flag, nil): return definedFlags.contains(flag) ? true : nil
    default: return nil
    }
  }

  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var characters = Array(text)[...]
    while let first = characters.first {
      if first == " " || first == "\t" {
        characters.removeFirst()
      } else if first == "(" || first == ")" || first == "!" {
        tokens.append(String(first))
        characters.removeFirst()
      } else if characters.starts(with: "&&") || characters.starts(with: "||") {
        tokens.append(String(characters.prefix(2)))
        characters.removeFirst(2)
      } else {
        let word = characters.prefix(while: { !" \t()!&|".contains($0) })
        guard !word.isEmpty else { return ["?"] }
        tokens.append(String(word))
        characters.removeFirst(word.count)
        // A call like os(Linux) or swift(>=5.9): keep the raw argument as one token.
        if characters.first == "(" {
          let argument = characters.dropFirst().prefix(while: { $0 != ")" })
          tokens.append("(" + String(argument).trimmingCharacters(in: .whitespaces) + ")")
          characters.removeFirst(min(characters.count, argument.count + 2))
        }
      }
    }
    return tokens
  }

  /// Recursive descent over `||`, `&&`, `!`, parentheses and atoms; `nil` propagates unless the
  /// other side decides (`false && x` is false, `true || x` is true).
  private struct Parser {
    let tokens: [String]
    let evaluator: ConditionEvaluator
    var position = 0

    mutating func disjunction() -> Bool? {
      var value = conjunction()
      while position < tokens.count, tokens[position] == "||" {
        position += 1
        let right = conjunction()
        value = value == true || right == true ? true : (value == false && right == false ? false : nil)
      }
      return value
    }

    mutating func conjunction() -> Bool? {
      var value = negation()
      while position < tokens.count, tokens[position] == "&&" {
        position += 1
        let right = negation()
        value = value == false || right == false ? false : (value == true && right == true ? true : nil)
      }
      return value
    }

    mutating func negation() -> Bool? {
      guard position < tokens.count else { return nil }
      if tokens[position] == "!" {
        position += 1
        return negation().map { !$0 }
      }
      if tokens[position] == "(" {
        position += 1
        let value = disjunction()
        guard position < tokens.count, tokens[position] == ")" else { return nil }
        position += 1
        return value
      }
      let name = tokens[position]
      position += 1
      var argument: String?
      if position < tokens.count, tokens[position].hasPrefix("("), tokens[position].count > 1 {
        argument = String(tokens[position].dropFirst().dropLast(tokens[position].hasSuffix(")") ? 1 : 0))
        position += 1
      }
      return evaluator.atom(name, argument: argument)
    }
  }
}
