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

  /// Waits until the root's build has ended, at most `seconds`: whether it failed, or nil when the
  /// wait ran out. Given the build's own limit, a wait that runs out means the gate was never
  /// opened, and the steps behind it are reported as not run instead of waiting forever.
  func wait(seconds: Double) -> Bool? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: seconds)
    while failed == nil {
      if !condition.wait(until: deadline) { return failed }
    }
    return failed
  }
}
