import Foundation

/// Reports misuse the way TCA and SwiftUI do at runtime: a message, never a crash.
///
/// Outside tests a warning goes to standard error. A test store installs a handler for the
/// work it drives, so the same misuse fails the test that caused it.
public enum RuntimeWarnings {
  /// The handler for warnings raised by work started inside `withHandler`. A class, not an
  /// optional closure: a task-local of optional-closure type crashed in `-O` builds when set
  /// outside a task.
  @TaskLocal static var current: Handler?

  /// The installed handler, if any.
  public static var handler: (@Sendable (String) -> Void)? { current?.handle }

  /// Runs `body` with warnings routed to `handler`; effects it starts inherit the routing.
  public static func withHandler<R>(
    _ handler: @escaping @Sendable (String) -> Void, _ body: () throws -> R
  ) rethrows -> R {
    try $current.withValue(Handler(handle: handler), operation: body)
  }

  final class Handler: Sendable {
    let handle: @Sendable (String) -> Void
    init(handle: @escaping @Sendable (String) -> Void) { self.handle = handle }
  }

  /// Collects the warnings raised while `body` runs, instead of printing them.
  public static func collect(_ body: () throws -> Void) rethrows -> [String] {
    let box = WarningsBox()
    try withHandler({ box.append($0) }, body)
    return box.messages
  }
}

/// Reports misuse as swift-issue-reporting's `reportIssue` does: inside a test store's work it
/// fails the test that caused it; elsewhere it is a warning on standard error, never a crash.
/// The location is accepted for the same call sites as upstream; the message says what to do.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message() ?? "Issue reported at \(fileID):\(line)"
  if let handler = RuntimeWarnings.handler {
    handler(text)
  } else {
    FileHandle.standardError.write(Data("[runtime warning] \(text)\n".utf8))
  }
}

private final class WarningsBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  func append(_ message: String) { lock.withLock { stored.append(message) } }
  var messages: [String] { lock.withLock { stored } }
}
