import ToolSupport

/// One thing to measure: an edit kind applied to a module (or nothing, for the null build).
public struct Scenario: Sendable, Hashable, Codable, CustomStringConvertible {
  public var kind: ScenarioKind
  /// The module whose sources are edited; `nil` only for the null build.
  public var module: String?
  /// A file to edit, relative to the package path; `nil` lets the tool pick one in the module.
  public var file: String?

  public init(kind: ScenarioKind, module: String? = nil, file: String? = nil) {
    self.kind = kind
    self.module = kind == .null ? nil : module
    self.file = kind == .null ? nil : file
  }

  /// The name used in tables, budgets and diagnostics: `null`, `body Checkout`, `api Core`.
  public var description: String {
    guard let module else { return kind.rawValue }
    return "\(kind.rawValue) \(module)"
  }

  /// Parses the words of a scenario: `null`, `body M`, `api M`, optionally followed by `file PATH`.
  /// Also accepts the command-line spelling `body:M`.
  public static func parse(words: [String]) throws(Diagnostic) -> Scenario {
    var words = words
    if words.count == 1, let colon = words[0].firstIndex(of: ":") {
      let head = String(words[0][..<colon])
      let tail = String(words[0][words[0].index(after: colon)...])
      words = [head, tail]
    }
    guard let first = words.first, let kind = ScenarioKind(rawValue: first) else {
      throw Diagnostic("expected a scenario kind (null, body or api), found '\(words.first ?? "")'")
    }
    if kind == .null {
      guard words.count == 1 else { throw Diagnostic("'null' takes no module, found '\(words[1])'") }
      return Scenario(kind: .null)
    }
    guard words.count >= 2, !words[1].isEmpty else {
      throw Diagnostic("'\(kind.rawValue)' needs a module name, e.g. '\(kind.rawValue) Checkout'")
    }
    var file: String?
    if words.count > 2 {
      guard words.count == 4, words[2] == "file" else {
        throw Diagnostic(
          "expected 'file <path>' after the module, found '\(words[2...].joined(separator: " "))'")
      }
      file = words[3]
    }
    return Scenario(kind: kind, module: words[1], file: file)
  }
}
