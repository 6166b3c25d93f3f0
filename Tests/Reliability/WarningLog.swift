import Foundation
import ThirdPartyShim

/// Collects the runtime warnings a journey raises: misuse reported by the runtime, Core or
/// the view layer (a missing destination, a longer path write, an unimplemented client).
///
/// `RuntimeWarnings.withHandler` takes a synchronous body, so the harness wraps each of its
/// synchronous pokes (a gesture, a frame, a send) in `capture`; effects started inside
/// inherit the handler as a task-local, so their warnings land here too.
public final class WarningLog: @unchecked Sendable {
  // Unchecked: `messages` is guarded by `lock`.
  private let lock = NSLock()
  private var messages: [String] = []

  public init() {}

  /// Runs `body` with warnings routed here.
  @discardableResult
  public func capture<R>(_ body: () throws -> R) rethrows -> R {
    try RuntimeWarnings.withHandler({ [self] in append($0) }, body)
  }

  func append(_ message: String) { lock.withLock { messages.append(message) } }

  /// The warnings raised so far, and forgets them.
  public func drain() -> [String] {
    lock.withLock {
      defer { messages.removeAll() }
      return messages
    }
  }
}
