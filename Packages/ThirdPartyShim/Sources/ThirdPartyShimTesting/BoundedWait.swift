import ThirdPartyShim

/// Waits for work the test cannot cancel from outside (the value of a `Task`), for at most a
/// bound. Racing the work against a timer in a task group would not help: the group waits for
/// the hung child on exit. So the work runs in a task of its own that flags its end, and the
/// caller polls the flag; on timeout that task is left behind, suspended, and the test goes on.
@MainActor
enum BoundedWait {
  /// Whether `work` finished within `timeout` (already scaled).
  static func run(_ work: @escaping @Sendable () async -> Void, timeout: Duration) async -> Bool {
    let done = Flag()
    Task {
      await work()
      done.raise()
    }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !done.isRaised {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }

  @MainActor private final class Flag {
    var isRaised = false
    func raise() { isRaised = true }
  }
}

extension StoreTask {
  /// Waits, at most `timeout` (× `TEST_TIMEOUT_SCALE`), for the effects this send started,
  /// failing the test if they are still running then. The test-side twin of `finish()`, which
  /// waits forever: an effect sleeping on a `TestClock` nobody advances never ends, and a test
  /// awaiting it would hang the whole run with no test named.
  @MainActor
  public func finish(
    timeout: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard await !BoundedWait.run({ await self.finish() }, timeout: TestTimeouts.scaled(timeout))
    else { return }
    TestIssues.report(
      """
      StoreTask.finish(timeout:) waited \(TestTimeouts.describe(timeout)) for the effects of this \
      send to finish; they are still running. An effect waits for something nobody provides (a \
      TestClock nobody advances, a cancellation that never came?).
      """,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
