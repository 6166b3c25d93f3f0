import ThirdPartyShimTesting
import XCTest

@testable import ThirdPartyShim

/// Edges of the runtime that `make mutants` found untested: each test kills a mutant the suite
/// let through (see docs/testing.md, mutation testing).
@MainActor
final class RuntimeEdgeTests: XCTestCase {
  func testRemovingExactlyEveryValueIsNoMistake() {
    var path = NavigationPath(["a", "b"])
    let warnings = collectIssuesSynchronously { path.removeLast(2) }
    XCTAssertEqual(warnings, [], "removing all of them is allowed")
    XCTAssertTrue(path.isEmpty)
  }

  func testAnActionSentWhileTheStoreIsSendingIsQueuedAndBelongsToThatSend() async {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    var sentFromObserver = false
    store._observe {
      guard !sentFromObserver else { return }
      sentFromObserver = true
      store.send(.factButtonTapped)
    }
    let task = store.send(.increment)
    XCTAssertEqual(store.state.count, 1, "each action is reduced once, in order")
    await waitUntil("the queued action's effect sleeps") { clock.sleeperCount == 1 }
    task.cancel()
    await waitUntil("cancelling the send cancels the queued action's effect too") { clock.sleeperCount == 0 }
  }

  func testAnEffectThatSendsAfterItsCancellationIsNotHeard() async {
    let clock = TestClock()
    let store = Store(initialState: Waiter.State()) {
      Waiter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.startIgnoringCancellation)
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    store.send(.stop)
    await task.finish(timeout: .seconds(1))
    XCTAssertEqual(store.state.done, 0, "a send from a cancelled effect is dropped")
  }

  func testNoEffectThatCancelsInFlightStillCancels() async {
    let clock = TestClock()
    let store = Store(initialState: Waiter.State()) {
      Waiter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.start(seconds: 1))
    await waitUntil("the effect sleeps") { clock.sleeperCount == 1 }
    store.send(.stopWithNoEffect)
    await waitUntil("'.none.cancellable(id:cancelInFlight: true)' cancelled it") { clock.sleeperCount == 0 }
  }

  func testAPresentedChildsEffectRunsOnUntilItIsDismissed() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.showSheet)
    store.send(.sheet(.presented(.factButtonTapped)))
    await waitUntil("the sheet's request sleeps") { clock.sleeperCount == 1 }
    store.send(.counter(.increment))
    await clock.advance(by: .milliseconds(1))
    XCTAssertEqual(clock.sleeperCount, 1, "an unrelated action leaves the sheet's effect running")
    store.send(.sheet(.dismiss))
    await waitUntil("dismissing the sheet cancels its request") { clock.sleeperCount == 0 }
  }

  func testTwoSharedValuesThatDifferAreNotEqual() {
    XCTAssertNotEqual(Shared(value: 1), Shared(value: 2))
  }

  func testCancellingAnIDStillReachesItsOtherEffectAfterOneFinished() async {
    let clock = TestClock()
    let store = Store(initialState: Waiter.State()) {
      Waiter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.start(seconds: 1))
    store.send(.start(seconds: 5))
    guard await waitUntil("both effects sleep", { clock.sleeperCount == 2 }) else { return }
    await clock.advance(by: .seconds(1))
    await waitUntil("the first effect finished") { store.state.done == 1 }
    store.send(.stop)
    await waitUntil("the second effect was cancelled") { clock.sleeperCount == 0 }
    await clock.advance(by: .seconds(10))
    XCTAssertEqual(store.state.done, 1, "the cancelled effect never finished")
  }
}

/// Effects that share one cancellation id, each sleeping for its own time.
private struct Waiter: Reducer {
  struct State: Equatable, Sendable { var done = 0 }
  enum Action: Equatable, Sendable {
    case start(seconds: Int)
    case startIgnoringCancellation
    case finished
    case stop
    case stopWithNoEffect
  }
  enum CancelID { case waiting }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(seconds):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(seconds))
        await send(.finished)
      }
      .cancellable(id: CancelID.waiting)
    case .finished:
      state.done += 1
      return .none
    case .startIgnoringCancellation:
      return .run { [clock] send in
        try? await clock.sleep(for: .seconds(1))
        await send(.finished)
      }
      .cancellable(id: CancelID.waiting)
    case .stop:
      return .cancel(id: CancelID.waiting)
    case .stopWithNoEffect:
      return Effect<Action>.none.cancellable(id: CancelID.waiting, cancelInFlight: true)
    }
  }
}
