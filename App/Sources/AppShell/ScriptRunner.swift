/// Runs a script: one command per line, `#` comments and blank lines skipped, each command
/// echoed as `> command` before its frames so the output reads as a session transcript.
///
/// The first command that fails stops the script with `FILE:LINE: error: message` on the
/// error stream, so CI and a person both see which line broke; the caller exits non-zero.
@MainActor
public struct ScriptRunner {
  /// A script line that failed.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let command: String
    public let message: String
    public var description: String { "\(file):\(line): error: `\(command)`: \(message)" }
  }

  public let session: Session
  public let console: any Console

  public init(session: Session, console: any Console) {
    self.session = session
    self.console = console
  }

  /// Runs `text` (the contents of `file`); returns the failure, if a line failed.
  public func run(_ text: String, file: String) async -> Failure? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      console.out("")
      console.out("> " + line)
      do {
        if try await session.run(line: line) == .quit { return nil }
      } catch {
        let failure = Failure(file: file, line: index + 1, command: line, message: error.message)
        console.out(error.message)
        console.err(failure.description)
        return failure
      }
    }
    return nil
  }
}
