/// The effects one `send` started, for a test to wait on or cancel.
public struct TestStoreTask: Sendable {
  let rawValue: Task<Void, Never>?
  /// The action whose effects these are, named when a wait for them times out.
  let action: String

  /// Waits, at most `timeout` (default 2 s, × `TEST_TIMEOUT_SCALE`), for the effects to
  /// finish; fails the test naming the action if they are still running then.
  @MainActor
  public func finish(
    timeout: Duration = TestTimeouts.defaultWait,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let finished = await BoundedWait.run({ await rawValue.value }, timeout: TestTimeouts.scaled(timeout))
    if !finished {
      TestFailures.record(
        "The effects of \(action) were still running after \(TestTimeouts.describe(timeout)).",
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
      TestFailures.record(
        "The effects of \(action) were cancelled but still running after \(TestTimeouts.describe(timeout)).",
        at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Whether the send's effects were cancelled (true when it started none), as a test asks
  /// after the feature that ran them was dismissed.
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
