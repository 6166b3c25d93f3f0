/// Waits for an observable fact (a request started, a cancellation recorded, a store
/// released) instead of a fixed number of yields, which a loaded machine does not honour.
/// If `condition` does not hold within `timeout` (× `TEST_TIMEOUT_SCALE`) the test fails with
/// `what` in the message ("waited 2 s until the charge is sleeping"); returns whether it held.
@MainActor
@discardableResult
public func waitUntil(
  _ what: String,
  timeout: Duration = TestTimeouts.defaultWait,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: TestTimeouts.scaled(timeout))
  while !condition() {
    if ContinuousClock.now >= deadline {
      TestFailures.record(
        "waitUntil: waited \(TestTimeouts.describe(timeout)) until \(what); it never held.",
        at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
      return false
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
