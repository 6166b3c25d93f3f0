import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The test clock behaves as swift-clocks' `TestClock` does, in the scenarios of its
/// TestClockTests, and is spelled as it is.
@MainActor
final class TestClockTestsConformance: XCTestCase {
  func testRunEndsASleep() async {
    let clock = TestClock()
    let woke = Recorder<Int>()
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      woke.record(1)
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.run()
    try? await task.value
    XCTAssertEqual(woke.values, [1])
  }

  /// A sleep of zero is a sleep: it ends when the clock is advanced, even by nothing.
  func testASleepOfZeroWaitsForAnAdvance() async {
    let clock = TestClock()
    let woke = Recorder<Int>()
    let task = Task {
      try await clock.sleep(for: .zero)
      woke.record(1)
    }
    await waitUntil("the zero-length sleep waits on the clock") { clock.sleeperCount == 1 }
    XCTAssertEqual(woke.values, [])
    await clock.advance()
    try? await task.value
    XCTAssertEqual(woke.values, [1])
  }

  func testASleepUntilNowWaitsForAnAdvance() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    let woke = Recorder<Int>()
    let task = Task {
      try await clock.sleep(until: clock.now)
      woke.record(1)
    }
    await waitUntil("the sleep until now waits on the clock") { clock.sleeperCount == 1 }
    await clock.advance()
    try? await task.value
    XCTAssertEqual(woke.values, [1])
    XCTAssertEqual(clock.now, TestClock<Duration>.Instant(offset: .seconds(2)))
  }

  func testManySleepsEndWithOneAdvance() async {
    let clock = TestClock()
    let task = Task {
      var count = 0
      for _ in 1...200 {
        try await clock.sleep(for: .seconds(1))
        count += 1
      }
      return count
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(200))
    await waitUntil("all two hundred sleeps ended") { clock.sleeperCount == 0 }
    let count = try? await task.value
    XCTAssertEqual(count, 200)
  }

  func testSleepingUntilAMomentEndsWhenTheClockReachesIt() async {
    let clock = TestClock()
    let task = Task {
      for _ in 1...5 { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.run()
    try? await task.value
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  func testACancelledSleepThrowsAndNeverWakes() async {
    let clock = TestClock()
    let woke = Recorder<Int>()
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      woke.record(1)
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    task.cancel()
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(clock.sleeperCount, 0)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(woke.values, [])
  }

  func testASleepCancelledBeforeItBeginsNeverSleeps() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testAdvancingCannotMoveTimeBackwards() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(10))
    let ten = TestClock<Duration>.Instant(offset: .seconds(10))
    XCTAssertEqual(clock.now, ten)
    await clock.advance(to: TestClock<Duration>.Instant(offset: .seconds(5)))
    XCTAssertEqual(clock.now, ten)
    await clock.advance(by: .seconds(-5))
    XCTAssertEqual(clock.now, ten)
  }

  func testOneAdvanceTakesAnEffectThroughSeveralSleeps() async {
    let clock = TestClock()
    let task = Task {
      var count = 0
      for _ in 1...5 {
        try await clock.sleep(for: .seconds(1))
        count += 1
      }
      return count
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(5))
    let count = try? await task.value
    XCTAssertEqual(count, 5)
  }

  func testRunWakesTheEarliestSleeperFirst() async {
    let clock = TestClock()
    let order = Recorder<Int>()
    Task {
      try await clock.sleep(for: .seconds(2))
      order.record(2)
    }
    Task {
      try await clock.sleep(for: .seconds(1))
      order.record(1)
    }
    await waitUntil("both effects sleep") { clock.sleeperCount == 2 }
    await clock.run()
    await waitUntil("both woke") { order.values.count == 2 }
    XCTAssertEqual(order.values, [1, 2])
  }

  /// swift-clocks' spelling: generic over the duration, `TestClock()` for the standard one.
  func testTheClockIsGenericOverItsDuration() async {
    let spelled: TestClock<Duration> = TestClock<Duration>()
    let inferred = TestClock()
    let started = TestClock<Duration>(now: .init(offset: .seconds(3)))
    XCTAssertEqual(spelled.now.offset, .zero)
    XCTAssertEqual(inferred.now.offset, .zero)
    XCTAssertEqual(started.now.offset, .seconds(3))
    let asDependency: any Clock<Duration> = spelled
    XCTAssertEqual(asDependency.minimumResolution, .zero)
  }
}
