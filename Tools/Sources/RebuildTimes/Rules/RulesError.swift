/// A problem in a rules file or on the command line, reported as `path:line: error: message`
/// so editors and CI logs can jump to it.
public struct RulesError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var path: String?
  public var line: Int?

  public init(_ message: String, path: String? = nil, line: Int? = nil) {
    self.message = message
    self.path = path
    self.line = line
  }

  /// The same error, located at `path:line`.
  func located(path: String, line: Int) -> RulesError {
    RulesError(message, path: path, line: line)
  }

  public var description: String {
    switch (path, line) {
    case let (path?, line?): "\(path):\(line): error: \(message)"
    case let (path?, nil): "\(path): error: \(message)"
    default: "error: \(message)"
    }
  }
}
