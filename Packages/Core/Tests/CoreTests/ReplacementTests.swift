import Core
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Assigning a child with a new identity where one is shown replaces it in one action: its
/// screen and everything above it go, its effects stop, the new screen comes.
@MainActor
final class ReplacementTests: XCTestCase {
  func testANewIdentityReplacesTheChildInOneActionAndCancelsOnlyTheOldEffects() async {
    let clock = TestClock()
    var state = SessionHost.State()
    state.session = SessionFeature.State(id: 1)
    state.detail = ReceiptFeature.State()
    let store = TestStore(initialState: SessionHost().launched(state)) {
      SessionHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    XCTAssertEqual(store.state.nav.compactMap(SessionPath.self), [.session, .detail])
    await store.send(.session(.startTimer))
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.session(.tick)) { $0.session?.ticks = 1 }

    await store.send(.open(id: 2)) {
      $0.session = SessionFeature.State(id: 2)
      $0.$nav.withLock {
        $0.popToRoot()
        $0.append(SessionPath.session)
      }
    }
    // The pop is reported like any other, so the screen that stood above goes too.
    await store.receive(.pathDidChange(path(SessionPath.session))) { $0.detail = nil }
    // The old session's timer was cancelled: five seconds bring no tick (the exhaustive store
    // fails the next send on any action received meanwhile).
    await clock.advance(by: .seconds(5))

    await store.send(.session(.startTimer))
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.session(.tick)) { $0.session?.ticks = 1 }
    await store.send(.open(id: 3)) {
      $0.session = SessionFeature.State(id: 3)
    }
    await store.receive(.pathDidChange(path(SessionPath.session)))
    await store.finish(timeout: .seconds(5))
  }

  func testAChangeInPlaceIsNotAReplacement() async {
    let clock = TestClock()
    var state = SessionHost.State()
    state.session = SessionFeature.State(id: 1)
    let store = TestStore(initialState: SessionHost().launched(state)) {
      SessionHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.session(.startTimer))
    await store.send(.edit) { $0.session?.ticks = 100 }
    // The same identity, assigned afresh: new values, the same session, its work goes on.
    await store.send(.open(id: 1)) { $0.session?.ticks = 0 }
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.session(.tick)) { $0.session?.ticks = 1 }
    await store.send(.pathDidChange(NavigationPath())) {
      $0.session = nil
      $0.$nav.withLock { $0.popToRoot() }
    }
    await store.finish(timeout: .seconds(5))
  }

  func testAnObserverNeverSeesTheStackBetweenTheOldChildAndTheNew() {
    var state = SessionHost.State()
    state.session = SessionFeature.State(id: 1)
    // A reducer after the host's sees the state after every action the root reduces: more
    // than any observer, which sees it once a send has settled.
    let frames = Frames()
    let store = Store(initialState: SessionHost().launched(state)) {
      SessionHost()
      Reduce { state, _ in
        frames.all.append((state.session?.id, state.nav.compactMap(SessionPath.self)))
        return .none
      }
    }
    store.send(.open(id: 2))
    XCTAssertFalse(frames.all.isEmpty)
    for frame in frames.all {
      XCTAssertEqual(frame.id, 2)
      XCTAssertEqual(frame.stack, [.session], "one consistent stack in every frame")
    }
  }
}

/// The states a test's trailing reducer saw, one per reduced action.
private final class Frames {
  var all: [(id: Int?, stack: [SessionPath])] = []
}
