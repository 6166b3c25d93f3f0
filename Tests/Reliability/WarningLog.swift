import Foundation
import ThirdPartyShim

/// Collects the runtime warnings a journey raises: misuse reported by the runtime, Core or
/// the view layer (a missing destination, a longer path write, an unimplemented client).
///
/// An issue reporter of the harness's own, installed with `withIssueReporters` around each of
/// its synchronous pokes (a gesture, a frame, a send) by `capture`; effects started inside
/// inherit the reporters as a task-local, so their warnings land here too.
public final class WarningLog: IssueReporter, @unchecked Sendable {
  // Unchecked: `messages` is guarded by `lock`.
  private let lock = NSLock()
  private var messages: [String] = []

  public init() {}

  /// Runs `body` with issues reported here.
  @discardableResult
  public func capture<R>(_ body: () throws -> R) rethrows -> R {
    try withIssueReporters([self], operation: body)
  }

  public func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "Issue reported at \(fileID):\(line)"
    lock.withLock { messages.append(text) }
  }

  /// The warnings raised so far, and forgets them.
  public func drain() -> [String] {
    lock.withLock {
      defer { messages.removeAll() }
      return messages
    }
  }
}
