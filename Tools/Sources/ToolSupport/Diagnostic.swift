/// A problem a tool reports, located when it is in a file: `path:line:col: error: message`, the
/// form editors and CI logs jump to (`path:line:`, `path:` or a bare `error:` when less is known).
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var path: String?
  public var line: Int?
  public var column: Int?

  public init(_ message: String, path: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.message = message
    self.path = path
    self.line = line
    self.column = column
  }

  /// The same problem, located at `path:line`.
  public func located(path: String, line: Int) -> Diagnostic {
    Diagnostic(message, path: path, line: line)
  }

  public var description: String {
    switch (path, line, column) {
    case let (path?, line?, column?): "\(path):\(line):\(column): error: \(message)"
    case let (path?, line?, nil): "\(path):\(line): error: \(message)"
    case let (path?, nil, _): "\(path): error: \(message)"
    default: "error: \(message)"
    }
  }
}
