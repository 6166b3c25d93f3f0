import Foundation
import Testing

@testable import Shard

/// The gate the packages wait at for the root's build: the first word on the build counts, and a
/// wait for a gate nobody opens ends at its bound instead of hanging the run.
@Suite struct RootBuildGateTests {
  @Test func theFirstWordCountsAndAnUnopenedGateEndsTheWait() {
    // Waited on another thread, itself bounded: a wait that never ends fails here, not hangs.
    let unopened = RootBuildGate()
    let start = Date()
    let ended = DispatchSemaphore(value: 0)
    let result = LockedText()
    Thread.detachNewThread {
      result.append("\(String(describing: unopened.wait(seconds: 0.2)))")
      ended.signal()
    }
    #expect(
      ended.wait(timeout: .now() + 10) == .success, "the wait at an unopened gate did not end within 10 s")
    #expect(result.text == "nil")
    #expect(Date().timeIntervalSince(start) >= 0.2)

    let built = RootBuildGate()
    built.open(failed: false)
    built.open(failed: true)
    #expect(built.wait(seconds: 5) == false)

    let failed = RootBuildGate()
    failed.open(failed: true)
    failed.open(failed: false)
    #expect(failed.wait(seconds: 5) == true)
  }

  /// A waiter wakes when the gate opens, long before its bound.
  @Test func aWaiterWakesWhenTheGateOpens() {
    let gate = RootBuildGate()
    let start = Date()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { gate.open(failed: false) }
    #expect(gate.wait(seconds: 30) == false)
    #expect(Date().timeIntervalSince(start) < 20)
  }
}
