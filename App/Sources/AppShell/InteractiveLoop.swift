import Foundation

/// Reads commands from standard input until `quit` or end of input; an unknown or impossible
/// command prints why and what is possible, and the session goes on.
///
/// Lines are read on a background thread and handed to the main actor, so effects keep
/// running (and the screen redraws when one finishes) while the prompt waits for a person.
@MainActor
public struct InteractiveLoop {
  public let session: Session
  public let console: any Console
  /// Whether to repeat each command after `> `: when input is piped, not typed.
  public let echo: Bool

  public init(session: Session, console: any Console, echo: Bool) {
    self.session = session
    self.console = console
    self.echo = echo
  }

  public func run(lines: AsyncStream<String>) async {
    console.prompt("\n> ")
    for await line in lines {
      if echo { console.out(line) }
      do {
        if try await session.run(line: line) == .quit { return }
      } catch {
        console.out(error.message)
      }
      console.prompt("\n> ")
    }
    console.out("")
  }

  /// Standard input, line by line, read off the main thread.
  public static func standardInputLines() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream()
    Thread.detachNewThread {
      while let line = readLine() { continuation.yield(line) }
      continuation.finish()
    }
    return stream
  }
}
