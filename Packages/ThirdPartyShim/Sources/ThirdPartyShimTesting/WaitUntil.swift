/// Waits for an observable fact (a request started, a cancellation recorded, a store
/// released) instead of a fixed number of yields, which a loaded machine does not honour.
/// Returns whether `condition` held before `timeout`.
@MainActor
@discardableResult
public func waitUntil(
  timeout: Duration = .seconds(2), _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
