import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The test clock behaves as swift-clocks' `TestClock` does, in the scenarios of its
/// TestClockTests, and is spelled as it is.
@MainActor
final class TestClockTestsConformance: XCTestCase {
  /// An effect that sleeps on `clock` as `sleeps` says, then records `done`; what it threw, if
  /// anything, is recorded too. Tests wait for the record with a bound, never on the task.
  func effect(
    _ record: Recorder<String>, done: String = "done",
    _ sleeps: @escaping @Sendable () async throws -> Void
  ) -> Task<Void, Never> {
    Task {
      do {
        try await sleeps()
        record.record(done)
      } catch {
        record.record(error is CancellationError ? "cancelled" : "\(error)")
      }
    }
  }

  func testRunEndsASleep() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) { try await clock.sleep(for: .seconds(1)) }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.run()
    await waitUntil("the sleep ended") { record.values == ["done"] }
  }

  /// A sleep of zero is a sleep: it ends when the clock is advanced, even by nothing.
  func testASleepOfZeroWaitsForAnAdvance() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) { try await clock.sleep(for: .zero) }
    await waitUntil("the zero-length sleep waits on the clock") { clock.sleeperCount == 1 }
    XCTAssertEqual(record.values, [])
    await clock.advance()
    await waitUntil("the advance ended it") { record.values == ["done"] }
  }

  func testASleepUntilNowWaitsForAnAdvance() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    let record = Recorder<String>()
    _ = effect(record) { try await clock.sleep(until: clock.now) }
    await waitUntil("the sleep until now waits on the clock") { clock.sleeperCount == 1 }
    XCTAssertEqual(record.values, [])
    await clock.advance()
    await waitUntil("the advance ended it") { record.values == ["done"] }
    XCTAssertEqual(clock.now, TestClock<Duration>.Instant(offset: .seconds(2)))
  }

  func testOneAdvanceEndsEverySleepItPasses() async {
    let clock = TestClock()
    let record = Recorder<String>()
    for seconds in 1...200 {
      _ = effect(record) { try await clock.sleep(for: .seconds(seconds)) }
    }
    await waitUntil("two hundred effects sleep") { clock.sleeperCount == 200 }
    await clock.advance(by: .seconds(150))
    await waitUntil("the first hundred and fifty woke") { record.values.count == 150 }
    XCTAssertEqual(clock.sleeperCount, 50)
    await clock.run()
    await waitUntil("the rest woke") { record.values.count == 200 }
  }

  func testSleepsUntilMomentsEachEndWhenTheClockReachesThem() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) {
      for _ in 1...5 { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.run()
    await waitUntil("all five sleeps ended") { record.values == ["done"] }
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  func testACancelledSleepThrowsAndNeverWakes() async {
    let clock = TestClock()
    let record = Recorder<String>()
    let task = effect(record) { try await clock.sleep(for: .seconds(1)) }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    task.cancel()
    await waitUntil("the sleep threw") { record.values == ["cancelled"] }
    XCTAssertEqual(clock.sleeperCount, 0)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(record.values, ["cancelled"])
  }

  func testASleepCancelledBeforeItBeginsNeverSleeps() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await waitUntil("the sleep threw at once") { record.values == ["cancelled"] }
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

  /// One effect sleeping five times in a row: running the clock takes it through all five.
  func testRunTakesAnEffectThroughSeveralSleepsInARow() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) {
      for _ in 1...5 { try await clock.sleep(for: .seconds(1)) }
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.run()
    await waitUntil("all five sleeps ended") { record.values == ["done"] }
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  func testRunWakesTheEarliestSleeperFirst() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record, done: "2") { try await clock.sleep(for: .seconds(2)) }
    _ = effect(record, done: "1") { try await clock.sleep(for: .seconds(1)) }
    await waitUntil("both effects sleep") { clock.sleeperCount == 2 }
    await clock.run()
    await waitUntil("both woke") { record.values.count == 2 }
    XCTAssertEqual(record.values, ["1", "2"])
  }

  /// A woken effect that sleeps for zero is still the clock's to end: run() advances it too.
  func testRunEndsAZeroSleepThatFollowsAnotherSleep() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) {
      try await clock.sleep(for: .seconds(1))
      try await clock.sleep(for: .zero)
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.run()
    await waitUntil("both sleeps ended") { record.values == ["done"] }
  }

  /// One advance takes a woken effect through the sleep for zero it begins next, as
  /// swift-clocks' advance does.
  func testOneAdvanceEndsAZeroSleepBegunDuringIt() async {
    let clock = TestClock()
    let record = Recorder<String>()
    _ = effect(record) {
      try await clock.sleep(for: .seconds(1))
      try await clock.sleep(for: .zero)
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil("both sleeps ended") { record.values == ["done"] }
  }

  /// An effect that only ever sleeps for zero never lets time move: run() gives up instead of
  /// hanging, and leaves it sleeping. The run is watched from here, so a run() that does hang
  /// fails this test instead of the whole suite.
  func testRunStopsOnAnEffectThatKeepsSleepingForZero() async {
    let clock = TestClock()
    let record = Recorder<String>()
    let task = effect(record) {
      while true { try await clock.sleep(for: .zero) }
    }
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    let ran = Recorder<Bool>()
    Task {
      await clock.run()
      ran.record(true)
    }
    await waitUntil("run() gives up on the effect", timeout: .seconds(5)) { ran.values == [true] }
    XCTAssertEqual(record.values, [])
    task.cancel()
    await waitUntil("the cancelled effect ended") { record.values == ["cancelled"] }
    await waitUntil("run() ended") { ran.values == [true] }
  }

  /// Sleepers due at the same moment wake in the order they went to sleep.
  func testSleepersDueTogetherWakeInTheOrderTheySlept() async {
    let clock = TestClock()
    let order = Recorder<String>()
    for (index, name) in ["first", "second", "third"].enumerated() {
      Task { @MainActor in
        try await clock.sleep(for: .seconds(1))
        order.record(name)
      }
      await waitUntil("\(name) sleeps") { clock.sleeperCount == index + 1 }
    }
    await clock.advance(by: .seconds(1))
    await waitUntil("all three woke") { order.values.count == 3 }
    XCTAssertEqual(order.values, ["first", "second", "third"])
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
