import ThirdPartyShim
import XCTest

@testable import ThirdPartyShimTesting

/// `advance(by:whenSleeping:timeout:)` is bounded like every wait of a test, and its bound
/// stretches with `TEST_TIMEOUT_SCALE` as the others do: a sanitized or loaded run waits longer
/// for effects to reach their sleep before it advances anyway.
@MainActor
final class AdvanceWhenSleepingTests: XCTestCase {
  func testWithNobodySleepingItWaitsTheTimeoutTimesTheScaleThenAdvances() async {
    let clock = TestClock()
    let started = ContinuousClock.now
    await clock.advance(by: .seconds(1), whenSleeping: 1, timeout: .milliseconds(20), scale: 10)
    XCTAssertGreaterThanOrEqual(
      ContinuousClock.now - started, .milliseconds(200), "20 ms × 10, not 20 ms")
    XCTAssertEqual(clock.now.offset, .seconds(1), "then it advanced anyway")
  }

  func testThePublicWaitUsesTheScaleOfTheRun() async {
    let clock = TestClock()
    let started = ContinuousClock.now
    await clock.advance(by: .seconds(1), whenSleeping: 1, timeout: .milliseconds(20))
    XCTAssertGreaterThanOrEqual(
      ContinuousClock.now - started, TestTimeouts.scaled(.milliseconds(20)),
      "\(TestTimeouts.environmentVariable)=\(TestTimeouts.scale)")
    XCTAssertEqual(clock.now.offset, .seconds(1))
  }
}
