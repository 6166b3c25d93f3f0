import Foundation
import ThirdPartyShim

/// Effects run on the cooperative pool; on a loaded machine a fixed number of yields does not
/// guarantee that a just-started charge has reached its sleep, or that a cancelled one has
/// recorded it. These wait for the observable fact instead, with a deadline.
extension TestClock {
  /// Advances once `count` effects are sleeping on this clock (a charge and its timeout), so
  /// the advance cannot pass before the request it is meant to complete has started.
  func advance(by duration: Duration, whenSleeping count: Int) async {
    _ = await waitUntil { self.sleeperCount >= count }
    await advance(by: duration)
  }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
@MainActor
func waitUntil(timeout: Duration = .seconds(2), _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
