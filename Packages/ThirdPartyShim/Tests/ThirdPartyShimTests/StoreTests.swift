import ThirdPartyShimTesting
import XCTest

@testable import ThirdPartyShim

@MainActor
final class StoreTests: XCTestCase {
  func testSendReducesSynchronouslyAndQueuesSendEffects() {
    let store = Store(initialState: Counter.State(count: 9)) { Counter() }
    var reduced = 0
    store._observe { reduced += 1 }
    store.send(.increment)
    XCTAssertEqual(store.state.count, 10)
    XCTAssertEqual(reduced, 2, "increment and the delegate action it sent")
  }

  func testScopedStoresReadAndSendThroughTheRoot() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.increment)
    XCTAssertEqual(store.state.counter.count, 1)
    XCTAssertEqual(counter.count, 1)
    XCTAssertNil(store.scope(state: \.child, action: \.child))
    store.send(.showChild)
    let child = store.scope(state: \.child, action: \.child)
    child?.send(.increment)
    XCTAssertEqual(store.state.child?.count, 1)
  }

  func testIfLetCancelsChildEffectsWhenStateBecomesNil() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.showChild)
    let task = store.send(.child(.factButtonTapped))
    await clock.advance(by: .milliseconds(10))
    XCTAssertEqual(clock.sleeperCount, 1)
    store.send(.hideChild)
    await task.finish(timeout: .seconds(1))
    XCTAssertTrue(task.isCancelled || clock.sleeperCount == 0)
    XCTAssertEqual(clock.sleeperCount, 0, "the child's sleeping request was cancelled")
  }

  func testActionForAbsentChildIsReportedNotCrashed() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let warnings = collectIssuesSynchronously {
      store.send(.child(.increment))
    }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].contains("child state was \"nil\""), warnings[0])
  }

  func testAlertButtonDismissesTheAlert() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.showAlert)
    XCTAssertEqual(store.state.alert?.buttons.count, 2)
    store.send(.alert(.presented(.confirm)))
    XCTAssertNil(store.state.alert)
  }

  func testSendAfterStoreIsGoneIsReported() async {
    let clock = TestClock()
    var store: StoreOf<Counter>? = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store!.send(.factButtonTapped)
    store = nil
    // Releasing the store cancels its effects: the send's task (TCA's: a task waiting on
    // them, not cancelled itself) ends; `finish(timeout:)` fails the test if it did not.
    await task.finish(timeout: .seconds(1))
  }

  func testCancelInFlightKeepsOnlyTheLatestRequest() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.factButtonTapped)
    store.send(.increment)
    store.send(.factButtonTapped)
    // Wait for observable facts, not a fixed number of yields: under the thread sanitizer the
    // second request may not be sleeping yet when the clock advances (make test-tsan failed).
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while clock.sleeperCount != 1, ContinuousClock.now < deadline { await Task.yield() }
    await clock.advance(by: .seconds(1))
    while store.state.fact == nil, ContinuousClock.now < deadline { await Task.yield() }
    XCTAssertEqual(store.state.fact, "1 is a number")
  }
}
