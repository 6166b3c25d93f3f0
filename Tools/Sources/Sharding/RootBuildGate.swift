import Foundation

/// Holds the steps that run from the root's build until that build has ended, and tells them how.
final class RootBuildGate: @unchecked Sendable {
  private let condition = NSCondition()
  private var failed: Bool?

  /// Says how the root's build ended; only the first call counts (a unit that failed before it
  /// could build closes the gate as failed afterwards, so no one waits for a build never made).
  func open(failed: Bool) {
    condition.lock()
    if self.failed == nil {
      self.failed = failed
      condition.broadcast()
    }
    condition.unlock()
  }

  /// Waits until the root's build has ended; whether it failed. The build is bounded by the unit
  /// limit, so the wait is too.
  func wait() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while failed == nil { condition.wait() }
    return failed!
  }
}
