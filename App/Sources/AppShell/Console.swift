import Foundation

/// Where the shell writes: frames and messages to `out`, script failures to `err`, and the
/// interactive prompt (no newline) to `prompt`.
///
/// A protocol so the shell's tests read what a session printed without a process.
@MainActor
public protocol Console: AnyObject {
  func out(_ text: String)
  func err(_ text: String)
  func prompt(_ text: String)
}

extension Console {
  /// A recording has no one to prompt.
  public func prompt(_ text: String) {}
}

/// The process's standard output and error, written unbuffered so a prompt without a newline
/// shows at once and frames and errors keep their order in a pipe.
@MainActor
public final class StandardConsole: Console {
  public init() {}

  public func out(_ text: String) { write(text + "\n", to: .standardOutput) }
  public func err(_ text: String) { write(text + "\n", to: .standardError) }

  /// Writes without a newline: the interactive prompt.
  public func prompt(_ text: String) { write(text, to: .standardOutput) }

  private func write(_ text: String, to handle: FileHandle) {
    handle.write(Data(text.utf8))
  }
}

/// Collects everything written, for tests and for the transcript.
@MainActor
public final class RecordingConsole: Console {
  public private(set) var lines: [String] = []
  public private(set) var errors: [String] = []
  public init() {}
  public func out(_ text: String) { lines.append(text) }
  public func err(_ text: String) { errors.append(text) }
  public var text: String { lines.joined(separator: "\n") }
}
