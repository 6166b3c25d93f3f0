/// One function body or expression and how long the type checker spent on it.
struct TypeCheckTiming: Sendable, Equatable, Codable {
  enum Kind: String, Sendable, Codable { case functionBody = "function-body", expression }

  var kind: Kind
  var milliseconds: Double
  var path: String
  var line: Int
  var column: Int
  /// `instance method Checkout.(file).Foo.bar()`, as the compiler names it; empty for expressions.
  var name: String
  /// Filled in from the compile jobs' primary files.
  var module: String?

  var location: String { "\(path):\(line):\(column)" }

  /// Reads the timing lines out of a build's output.
  ///
  /// `-debug-time-function-bodies` prints `12.34ms<TAB>path:line:col<TAB>kind name@path:line:col`.
  /// Swift 6.3's `-debug-time-expression-type-checking` prints nothing, so expressions come from
  /// `-warn-long-expression-type-checking=N`:
  /// `path:line:col: warning: expression took 21ms to type-check (limit: 5ms)`. A body can be
  /// timed by more than one job (an emit-module job checks inlinable bodies too): the longest wins.
  static func parse(buildOutput: String) -> [TypeCheckTiming] {
    var byLocation: [String: TypeCheckTiming] = [:]
    for rawLine in buildOutput.split(separator: "\n") {
      guard let timing = functionBody(String(rawLine)) ?? expression(String(rawLine)) else { continue }
      let key = "\(timing.kind.rawValue) \(timing.location)"
      if let known = byLocation[key], known.milliseconds >= timing.milliseconds { continue }
      byLocation[key] = timing
    }
    return byLocation.values.sorted { ($1.milliseconds, $0.location) < ($0.milliseconds, $1.location) }
  }

  private static func functionBody(_ line: String) -> TypeCheckTiming? {
    let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
    guard fields.count == 3, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)),
      let (path, row, column) = splitLocation(fields[1])
    else { return nil }
    let name = String(fields[2].prefix { $0 != "@" })
    return TypeCheckTiming(
      kind: .functionBody, milliseconds: milliseconds, path: path, line: row, column: column, name: name)
  }

  private static func expression(_ line: String) -> TypeCheckTiming? {
    guard let marker = line.range(of: ": warning: expression took "),
      let (path, row, column) = splitLocation(String(line[..<marker.lowerBound]))
    else { return nil }
    let rest = line[marker.upperBound...]
    guard let milliseconds = Double(rest.prefix { $0.isNumber || $0 == "." }) else { return nil }
    return TypeCheckTiming(
      kind: .expression, milliseconds: milliseconds, path: path, line: row, column: column, name: "")
  }

  /// `path:line:col` → its parts; the path may itself contain colons.
  private static func splitLocation(_ text: String) -> (String, Int, Int)? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
    else {
      return nil
    }
    let path = parts.dropLast(2).joined(separator: ":")
    return path.isEmpty ? nil : (path, line, column)
  }
}
