import HeadlessUI

/// One line a person types (or a script holds), parsed.
///
/// Gestures are the view layer's own (`Gesture`), so the shell never invents a way of
/// navigating that the screen does not offer: every navigation goes through a button, a
/// binding or an `onOpenURL`, exactly as a tap on a device would. The other commands look
/// at the app (`show nav`) or steer the session (`help`, `quit`, `expect`).
public enum Command: Equatable, Sendable {
  /// A gesture on the current screen: `tap Buy`, `back`, `alert Cancel`, `open shop://…`.
  case gesture(Gesture)
  /// The `n`th gesture of the list printed under the frame (1-based): `2`.
  case numbered(Int)
  /// Draws the current screen again.
  case show
  /// Prints the navigation state behind the screen: the stack's items, presentation stages.
  case showNavigation
  /// Fails unless the current screen contains the text: a script's assertion, so a
  /// transcript that stops being true fails CI instead of silently changing.
  case expect(String)
  /// A command the running app adds (the shop's `fail`), with the rest of the line.
  case custom(name: String, argument: String)
  case help
  case quit
}

/// A command an app adds to the shell's language, e.g. the shop's `fail` that makes the
/// demo payment client decline the next payment.
public struct CustomCommand: Sendable {
  /// The words that invoke it; the first is the one `help` shows.
  public let names: [String]
  /// How to call it, as `help` prints it: `fail`.
  public let usage: String
  /// What it does, one line.
  public let summary: String
  /// Runs it with the rest of the line; returns what to print, or throws a `CommandError`.
  public let run: @MainActor @Sendable (_ argument: String) throws -> String

  public init(
    names: [String], usage: String, summary: String,
    run: @escaping @MainActor @Sendable (_ argument: String) throws -> String
  ) {
    self.names = names
    self.usage = usage
    self.summary = summary
    self.run = run
  }
}

/// A command that could not run: unknown, malformed, or impossible on this screen. The
/// message says what to do instead; the session keeps running.
public struct CommandError: Error, Equatable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
