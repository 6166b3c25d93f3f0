/// The effects one `send` started, for a test to wait on or cancel.
public struct TestStoreTask: Sendable {
  let rawValue: Task<Void, Never>?
  /// The action whose effects these are, named when a wait for them times out.
  let action: String
  /// The store's `timeout` when the send was made: how long `finish()` waits by default.
  let timeout: UInt64

  init(rawValue: Task<Void, Never>?, action: String, timeout: UInt64 = 1_000_000_000) {
    self.rawValue = rawValue
    self.action = action
    self.timeout = timeout
  }

  /// Waits, at most `timeout` (× `TEST_TIMEOUT_SCALE`), for the effects to finish; fails the
  /// test if they are still running then.
  @MainActor
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: TestTimeouts.nanoseconds(duration), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Waits, at most `timeout` nanoseconds (the store's `timeout` when none is given, ×
  /// `TEST_TIMEOUT_SCALE`), for the effects to finish; fails the test if they still run then.
  @MainActor
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let bound = TestTimeouts.scaled(.nanoseconds(Int64(clamping: nanoseconds ?? timeout)))
    let finished = await BoundedWait.run({ await rawValue.value }, timeout: bound)
    if !finished {
      let (seconds, attoseconds) = bound.components
      TestIssues.report(
        """
        Expected task to finish, but it is still in-flight after \
        \(Double(seconds) + Double(attoseconds) / 1e18) seconds.

        The effects of \(action) wait for something: advance the test clock they sleep on, or \
        pass a longer "timeout".
        """,
        at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Cancels the effects and waits, at most `timeout` (× `TEST_TIMEOUT_SCALE`), for them to
  /// wind down; an effect that ignores cancellation fails the test naming the action.
  @MainActor
  public func cancel(
    timeout: Duration = TestTimeouts.defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    rawValue.cancel()
    let finished = await BoundedWait.run({ await rawValue.value }, timeout: TestTimeouts.scaled(timeout))
    if !finished {
      TestIssues.report(
        "The effects of \(action) were cancelled but still running after \(TestTimeouts.describe(timeout)).",
        at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Whether the send's effects were cancelled (true when it started none), as a test asks
  /// after the feature that ran them was dismissed.
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
