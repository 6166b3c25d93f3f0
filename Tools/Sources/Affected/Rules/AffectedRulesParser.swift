import ToolSupport

/// Parses `affected.rules`, one directive per line, `#` to the end of a line a comment, so every
/// mistake is reported as `file:line` and the file reads like a list of decisions:
///
/// ```
/// nothing *.md docs/** LICENSE*          # documentation: affects no target
/// everything .swift-version .ci/** Makefile
/// depends AppEndToEndTests -> App         # the end-to-end tests run the built app
/// reads NewFeatureTests README.md Packages/Flows/**
/// ```
enum AffectedRulesParser {
  static func parse(_ text: String, path: String) throws(AffectedFailure) -> AffectedRules {
    var rules = AffectedRules(path: path)
    // The tools' one reader: CRLF, CR-only and a BOM read as git reads them.
    for ruleLine in RuleLines.split(text, separators: [","]) {
      let line = ruleLine.number
      let directive = ruleLine.words[0]
      let arguments = Array(ruleLine.words.dropFirst())
      func fail(_ message: String) -> AffectedFailure { .badInput("\(path):\(line): \(message)") }
      switch directive {
      case "nothing", "everything":
        guard !arguments.isEmpty else {
          throw fail("'\(directive)' needs one or more path patterns, e.g. '\(directive) docs/**'")
        }
        let entries = arguments.map { AffectedRules.PatternRule(pattern: PathPattern($0), line: line) }
        if directive == "nothing" { rules.nothing += entries } else { rules.everything += entries }
      case "depends":
        guard arguments.count >= 3, arguments[1] == "->", !arguments[2...].contains("->") else {
          throw fail("expected 'depends <Target> -> <Target>[, <Target>…]'")
        }
        if arguments[2...].contains(arguments[0]) {
          throw fail("'depends \(arguments[0]) -> \(arguments[0])': a target always depends on itself")
        }
        rules.dependencies.append(
          .init(target: arguments[0], dependencies: Array(arguments[2...]), line: line))
      case "reads":
        guard arguments.count >= 2, !arguments.contains("->") else {
          throw fail(
            "expected 'reads <Target> <path pattern>…', e.g. 'reads AppEndToEndTests App/Scripts/**'")
        }
        rules.readers.append(
          .init(target: arguments[0], patterns: arguments.dropFirst().map(PathPattern.init), line: line))
      default:
        throw fail("unknown directive '\(directive)' (expected nothing, everything, depends, reads)")
      }
    }
    return rules
  }
}
