/// One violation, located at `path:line:column` so editors and CI annotations can jump to it.
public struct Finding: Sendable, Equatable, Hashable {
  public enum Severity: String, Sendable {
    case error, warning
  }

  public var rule: Rule
  public var severity: Severity
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String
  /// The module whose source or manifest holds the violation.
  public var importer: String
  /// The module on the other end (for a cycle: the whole path), the identity a baseline records.
  public var imported: String

  public init(
    rule: Rule, severity: Severity? = nil, path: String, line: Int, column: Int, message: String,
    importer: String, imported: String
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.importer = importer
    self.imported = imported
  }

  /// What a baseline remembers: stable across line moves and message rewording.
  public var identity: String { "\(rule.rawValue) \(importer) -> \(imported)" }

  /// `path:line:col: severity: message [rule]`, the compiler's format.
  public var diagnostic: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]"
  }

  static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.rule.rawValue) < (rhs.path, rhs.line, rhs.column, rhs.rule.rawValue)
  }
}
