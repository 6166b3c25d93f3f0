import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The test clock's own contract, which every time-based test relies on (found missing by
/// `make mutants`: each test here kills a mutant of `TestClock` that the suite let through).
@MainActor
final class TestClockTests: XCTestCase {
  func testAWokenSleeperSeesTheTimeItAskedForNotTheTarget() async {
    let clock = TestClock()
    let seen = Recorder<Duration>()
    Task {
      try await clock.sleep(for: .seconds(1))
      seen.record(clock.now.offset)
    }
    await waitUntil("the effect sleeps on the clock") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(5))
    await waitUntil("the woken effect recorded the time") { !seen.values.isEmpty }
    XCTAssertEqual(seen.values, [.seconds(1)])
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  func testASleeperWhoseDeadlineIsTheTargetWakes() async {
    let clock = TestClock()
    let seen = Recorder<Bool>()
    Task {
      try await clock.sleep(for: .seconds(2))
      seen.record(true)
    }
    await waitUntil("the effect sleeps on the clock") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(2))
    await waitUntil("the sleeper woke exactly at its deadline") { seen.values == [true] }
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  /// A deadline already passed returns at once; one at `now` waits for an advance (see
  /// TestClockTestsConformance for the zero-length sleep).
  func testSleepingUntilAPastMomentReturnsWithoutAnAdvance() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(1))
    let seen = Recorder<Bool>()
    Task {
      try await clock.sleep(until: clock.now.advanced(by: .milliseconds(-1)))
      seen.record(true)
    }
    await waitUntil("a sleep until a past moment returns at once") { seen.values == [true] }
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testAdvancingWithNobodySleepingStillMovesTime() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(3))
    XCTAssertEqual(clock.now.offset, .seconds(3))
  }

  func testRunKeepsAdvancingWhileWokenEffectsSleepAgain() async {
    await assertRunEndsBothSleeps(pausingBetweenThemFor: nil)
  }

  /// A woken effect that takes a while (here 50 ms of real work) before it sleeps again, as one
  /// does on a busy machine: run() waits for that sleep instead of ending before it.
  func testRunWaitsForAWokenEffectThatIsSlowToSleepAgain() async {
    await assertRunEndsBothSleeps(pausingBetweenThemFor: .milliseconds(50))
  }

  /// An effect sleeps 1 s on the clock, optionally pauses in real time, then sleeps 1 s again:
  /// one run() must take it through both.
  private func assertRunEndsBothSleeps(
    pausingBetweenThemFor pause: Duration?, file: StaticString = #filePath, line: UInt = #line
  ) async {
    let clock = TestClock()
    let seen = Recorder<Int>()
    Task {
      try await clock.sleep(for: .seconds(1))
      if let pause { try await Task.sleep(for: pause) }
      try await clock.sleep(for: .seconds(1))
      seen.record(2)
    }
    await waitUntil("the effect sleeps", filePath: file, line: line) { clock.sleeperCount == 1 }
    await clock.run()
    await waitUntil("both sleeps ended", filePath: file, line: line) { seen.values == [2] }
    XCTAssertEqual(clock.now.offset, .seconds(2), file: file, line: line)
  }

  func testRunWakesEverySleeperInDeadlineOrder() async {
    let clock = TestClock()
    let seen = Recorder<Int>()
    for seconds in [3, 1, 2] {
      Task {
        try await clock.sleep(for: .seconds(seconds))
        seen.record(seconds)
      }
    }
    await waitUntil("three effects sleep") { clock.sleeperCount == 3 }
    await clock.run()
    await waitUntil("all three woke") { seen.values.count == 3 }
    XCTAssertEqual(seen.values, [1, 2, 3])
    XCTAssertEqual(clock.now.offset, .seconds(3))
  }
}

/// Values recorded by effects on other threads.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  // Unchecked: guarded by `lock`.
  private let lock = NSLock()
  private var stored: [Value] = []
  func record(_ value: Value) { lock.withLock { stored.append(value) } }
  var values: [Value] { lock.withLock { stored } }
}
