import AppShell
import Synchronization
import ThirdPartyShim
import XCTest

/// The App's effect tracker, on the architecture's public API only: it counts an action's
/// effect from the moment the action is reduced until the effect has ended, and cancels every
/// running effect of its store, a child's included, and nothing of another store.
@MainActor
final class EffectTrackerTests: XCTestCase {
  /// What the effects did, written from their tasks.
  final class Events: Sendable {
    private let list = Mutex<[String]>([])
    func append(_ event: String) { list.withLock { $0.append(event) } }
    var all: [String] { list.withLock { $0 } }
  }

  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case work }
    let events: Events

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [events] _ in
        do {
          try await Task.sleep(for: .seconds(60))
          events.append("child finished")
        } catch {
          events.append("child cancelled")
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var child = Child.State() }
    enum Action: Equatable, CasePathable {
      case child(Child.Action)
      case quick, nothing, wait
    }
    let events: Events

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child(events: events) }
      Reduce { _, action in
        switch action {
        case .child, .nothing: return .none
        case .quick: return .run { [events] _ in events.append("quick") }
        case .wait:
          return .run { [events] _ in
            do {
              try await Task.sleep(for: .seconds(60))
              events.append("wait finished")
            } catch {
              events.append("wait cancelled")
            }
          }
        }
      }
    }
  }

  private func makeStore(_ tracker: EffectTracker, _ events: Events) -> StoreOf<Parent> {
    Store(initialState: Parent.State()) { tracker.tracking { Parent(events: events) } }
  }

  /// Yields until `condition` holds, failing with `what` after a second.
  private func eventually(
    _ what: String, file: StaticString = #filePath, line: UInt = #line,
    _ condition: () -> Bool
  ) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(1))
    while !condition() {
      guard ContinuousClock.now < deadline else {
        return XCTFail("timed out waiting for \(what)", file: file, line: line)
      }
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  func testAnEffectIsCountedFromItsActionUntilItHasRun() async {
    let tracker = EffectTracker()
    let events = Events()
    let store = makeStore(tracker, events)
    XCTAssertTrue(tracker.isIdle)
    store.send(.quick)
    XCTAssertEqual(tracker.inFlight, 1, "counted while the action is reduced, before the effect runs")
    XCTAssertEqual(events.all, [])
    await eventually("the quick effect to end") { tracker.isIdle }
    XCTAssertEqual(events.all, ["quick"])
  }

  func testAnActionWithoutWorkIsCountedUntilTheStoreHasHadATurn() async {
    let tracker = EffectTracker()
    let store = makeStore(tracker, Events())
    store.send(.nothing)
    XCTAssertEqual(tracker.inFlight, 1)
    await eventually("the empty effect to end") { tracker.isIdle }
  }

  func testARunningEffectKeepsTheCountUp() async {
    let tracker = EffectTracker()
    let events = Events()
    let store = makeStore(tracker, events)
    store.send(.wait)
    store.send(.child(.work))
    for _ in 0..<50 { await Task.yield() }
    XCTAssertEqual(tracker.inFlight, 2, "both sleep for a minute")
    tracker.cancelAll()
    await eventually("both effects to end") { tracker.isIdle }
  }

  func testCancelAllEndsEveryRunningEffectAChildsIncluded() async {
    let tracker = EffectTracker()
    let events = Events()
    let store = makeStore(tracker, events)
    store.send(.wait)
    store.send(.child(.work))
    for _ in 0..<50 { await Task.yield() }
    tracker.cancelAll()
    await eventually("both effects cancelled") { events.all.count == 2 }
    XCTAssertEqual(Set(events.all), ["wait cancelled", "child cancelled"])
    await eventually("the count back to zero") { tracker.isIdle }
  }

  func testCancelAllAsksBeforeTheEffectsWatcherHasStarted() async {
    let tracker = EffectTracker()
    let events = Events()
    let store = makeStore(tracker, events)
    store.send(.wait)
    tracker.cancelAll()
    await eventually("the effect cancelled") { events.all == ["wait cancelled"] }
    await eventually("the count back to zero") { tracker.isIdle }
  }

  func testCancelAllLeavesAnotherStoresEffects() async {
    let (first, second) = (EffectTracker(), EffectTracker())
    let (firstEvents, secondEvents) = (Events(), Events())
    let firstStore = makeStore(first, firstEvents)
    let secondStore = makeStore(second, secondEvents)
    firstStore.send(.wait)
    secondStore.send(.wait)
    for _ in 0..<50 { await Task.yield() }
    first.cancelAll()
    await eventually("the first store's effect cancelled") { firstEvents.all == ["wait cancelled"] }
    for _ in 0..<50 { await Task.yield() }
    XCTAssertEqual(secondEvents.all, [], "the other store's effect still runs")
    XCTAssertEqual(second.inFlight, 1)
    second.cancelAll()
    await eventually("the second store's effect cancelled") { second.isIdle }
  }

  func testCancellingTheSendsTaskStopsTheCount() async {
    let tracker = EffectTracker()
    let events = Events()
    let store = makeStore(tracker, events)
    let task = store.send(.wait)
    for _ in 0..<50 { await Task.yield() }
    task.cancel()
    await eventually("the effect cancelled") { events.all == ["wait cancelled"] }
    await eventually("the count back to zero") { tracker.isIdle }
  }

  func testTheSendsTaskFinishesWithItsEffect() async {
    let tracker = EffectTracker()
    let events = Events()
    let store = makeStore(tracker, events)
    await store.send(.quick).finish()
    XCTAssertEqual(events.all, ["quick"])
    await eventually("the count back to zero") { tracker.isIdle }
  }
}
