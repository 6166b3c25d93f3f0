import Foundation

/// A `#if` condition as a tree, evaluated per platform in three values (true, false, unknown):
/// an import is guarded on a platform only when its condition is *false* there whatever the
/// unknown parts (`DEBUG`, custom flags, `swift(>=…)`) turn out to be.
indirect enum CompilationCondition: Sendable, Equatable {
  /// `DEBUG`, `true`, `os(iOS)` (name `os`, argument `iOS`), `canImport(X, _version: 2)`.
  case atom(name: String, argument: String?)
  case not(CompilationCondition)
  case and(CompilationCondition, CompilationCondition)
  case or(CompilationCondition, CompilationCondition)

  /// Parses what `ConditionStack` records (`!(os(iOS) || DEBUG) && canImport(X)`); `nil` for text
  /// it cannot read, which the caller treats as unknown everywhere.
  static func parse(_ text: String) -> CompilationCondition? {
    var parser = Parser(bytes: Array(text.utf8))
    guard let condition = parser.disjunction() else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? condition : nil
  }

  /// Kleene logic: `nil` is unknown. `canImport` answers for module names (`nil`: cannot tell).
  func value(on platform: BuildPlatform, canImport: (String) -> Bool?) -> Bool? {
    switch self {
    case .not(let inner):
      return inner.value(on: platform, canImport: canImport).map { !$0 }
    case .and(let lhs, let rhs):
      let left = lhs.value(on: platform, canImport: canImport)
      if left == false { return false }
      let right = rhs.value(on: platform, canImport: canImport)
      if right == false { return false }
      return left == true && right == true ? true : nil
    case .or(let lhs, let rhs):
      let left = lhs.value(on: platform, canImport: canImport)
      if left == true { return true }
      let right = rhs.value(on: platform, canImport: canImport)
      if right == true { return true }
      return left == false && right == false ? false : nil
    case .atom(let name, let argument):
      return Self.atom(name, argument, on: platform, canImport: canImport)
    }
  }

  private static let simulatorPlatforms: Set<String> = ["ios", "tvos", "watchos", "visionos"]

  private static func atom(
    _ name: String, _ argument: String?, on platform: BuildPlatform, canImport: (String) -> Bool?
  ) -> Bool? {
    switch (name, argument) {
    case ("true", nil): return true
    case ("false", nil): return false
    case ("os", let value?): return platform.osName == (BuildPlatform.osAliases[value] ?? value)
    case ("targetEnvironment", "macCatalyst"): return platform.isMacCatalyst
    case ("targetEnvironment", "simulator"):
      // Only the device platforms have simulators; whether this build is one is unknown.
      return simulatorPlatforms.contains(platform.swiftPMName) ? nil : false
    case ("canImport", let value?):
      let module = value.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? value
      return canImport(module)
    default: return nil
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
      guard var result = conjunction() else { return nil }
      while take("||") {
        guard let next = conjunction() else { return nil }
        result = .or(result, next)
      }
      return result
    }

    mutating func conjunction() -> CompilationCondition? {
      guard var result = unary() else { return nil }
      while take("&&") {
        guard let next = unary() else { return nil }
        result = .and(result, next)
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
