/// One thing a document says that is not so, at the place it says it.
struct DocsFinding: Equatable, Hashable, Sendable {
  enum Rule: String, Sendable, CaseIterable {
    /// A relative link whose file does not exist.
    case brokenLink = "broken-link"
    /// A link to `page.md#anchor` where the page has no such heading.
    case brokenAnchor = "broken-anchor"
    /// A repository path in backticks that does not exist.
    case missingPath = "missing-path"
    /// `make X` where the Makefile has no target X.
    case unknownMakeTarget = "unknown-make-target"
    /// `tools X` where `tools --help` lists no subcommand X.
    case unknownSubcommand = "unknown-subcommand"
    /// An option of a subcommand that its `--help` does not list.
    case unknownOption = "unknown-option"
  }

  var path: String
  var line: Int
  var column: Int
  var rule: Rule
  var message: String

  /// `path:line:col: error: message [rule]`, as the other tools print findings.
  var text: String { "\(path):\(line):\(column): error: \(message) [\(rule.rawValue)]" }

  /// By file, line, column, then rule and message: the same input prints the same lines.
  static func ordered(_ a: DocsFinding, _ b: DocsFinding) -> Bool {
    (a.path, a.line, a.column, a.rule.rawValue, a.message) < (
      b.path, b.line, b.column, b.rule.rawValue, b.message
    )
  }
}
