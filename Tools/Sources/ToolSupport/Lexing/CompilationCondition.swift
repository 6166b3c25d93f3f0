import Foundation

/// A `#if` condition as a tree, evaluated in three values (true, false, unknown): the one reader of
/// `#if` for every tool. check-imports asks it per platform (an import is guarded on a platform
/// only when its condition is *false* there whatever the unknown parts turn out to be),
/// rebuild-times for the build it measures (a body edit goes only where the code is compiled).
public indirect enum CompilationCondition: Sendable, Equatable {
  /// `DEBUG`, `true`, `os(iOS)` (name `os`, argument `iOS`), `canImport(X, _version: 2)`.
  case atom(name: String, argument: String?)
  case not(CompilationCondition)
  case and(CompilationCondition, CompilationCondition)
  case or(CompilationCondition, CompilationCondition)

  /// Parses a condition as written after `#if` (`!(os(iOS) || DEBUG) && canImport(X)`); `nil`
  /// for text it cannot read, which callers treat as unknown.
  public static func parse(_ text: String) -> CompilationCondition? {
    var parser = Parser(bytes: Array(text.utf8))
    guard let condition = parser.disjunction() else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? condition : nil
  }

  /// Kleene logic: `nil` is unknown; `atom` answers for each `name(argument)` (`nil`: cannot tell).
  /// `false && x` is false and `true || x` is true whatever `x` is.
  public func value(atom: (_ name: String, _ argument: String?) -> Bool?) -> Bool? {
    switch self {
    case .not(let inner):
      return inner.value(atom: atom).map { !$0 }
    case .and(let lhs, let rhs):
      let left = lhs.value(atom: atom)
      if left == false { return false }
      let right = rhs.value(atom: atom)
      if right == false { return false }
      return left == true && right == true ? true : nil
    case .or(let lhs, let rhs):
      let left = lhs.value(atom: atom)
      if left == true { return true }
      let right = rhs.value(atom: atom)
      if right == true { return true }
      return left == false && right == false ? false : nil
    case .atom(let name, let argument):
      return atom(name, argument)
    }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpace() {
      while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
    }

    mutating func take(_ token: String) -> Bool {
      skipSpace()
      let token = Array(token.utf8)
      guard index + token.count <= bytes.count, Array(bytes[index..<index + token.count]) == token else {
        return false
      }
      index += token.count
      return true
    }

    mutating func disjunction() -> CompilationCondition? {
      chain("||", operand: { $0.conjunction() }, joined: CompilationCondition.or)
    }

    mutating func conjunction() -> CompilationCondition? {
      chain("&&", operand: { $0.unary() }, joined: CompilationCondition.and)
    }

    /// `operand (op operand)*`, folded to the left; `nil` when an operand is missing.
    mutating func chain(
      _ op: String, operand: (inout Parser) -> CompilationCondition?,
      joined: (CompilationCondition, CompilationCondition) -> CompilationCondition
    ) -> CompilationCondition? {
      guard var result = operand(&self) else { return nil }
      while take(op) {
        guard let next = operand(&self) else { return nil }
        result = joined(result, next)
      }
      return result
    }

    mutating func unary() -> CompilationCondition? {
      if take("!") { return unary().map { .not($0) } }
      if take("(") {
        guard let inner = disjunction(), take(")") else { return nil }
        return inner
      }
      skipSpace()
      let start = index
      while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
      guard index > start else { return nil }
      let name = String(decoding: bytes[start..<index], as: UTF8.self)
      guard index < bytes.count, bytes[index] == 40 else { return .atom(name: name, argument: nil) }
      // The argument is kept as written up to its matching parenthesis (`>=5.9`, `X, _version: 2`).
      var depth = 0
      let argumentStart = index + 1
      while index < bytes.count {
        if bytes[index] == 40 { depth += 1 }
        if bytes[index] == 41 {
          depth -= 1
          if depth == 0 { break }
        }
        index += 1
      }
      guard index < bytes.count else { return nil }
      let argument = String(decoding: bytes[argumentStart..<index], as: UTF8.self)
      index += 1
      return .atom(name: name, argument: argument.trimmingCharacters(in: .whitespaces))
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
    }
  }
}
