import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// TCA's `Scope` on one case of an enum state, as its ScopeTests exercise it: the child runs
/// on the case's payload, another case's actions pass it by, and an action for a case the state
/// is not in is reported.
@MainActor
final class ScopeTestsConformance: XCTestCase {
  func testTheChildRunsOnTheCasePayload() async {
    let store = TestStore(initialState: ScopedScreen.State.counter(StackCounter.State())) {
      ScopedScreen()
    }
    await store.send(.counter(.increment)) {
      $0 = .counter(StackCounter.State(count: 1))
    }
    await store.send(.showNote) {
      $0 = .note("shown")
    }
  }

  func testAnActionForAnotherCaseIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: ScopedScreen.State.note("kept")) { ScopedScreen() }
    let failures = await collectIssues {
      await store.send(.counter(.increment))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains(#"A "Scope" at ""#) == true, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains("received a child action when child state was set to a different case")
        == true,
      "\(failures)")
    XCTAssertEqual(store.state, .note("kept"))
  }

  func testTheKeyPathScopeStillRunsOnAStoredProperty() async {
    let store = TestStore(initialState: ScopedHolder.State()) { ScopedHolder() }
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
    }
  }

  func testTheCaseChildsEffectsAnswerThroughTheScope() async {
    let clock = TestClock()
    let store = Store(initialState: ScopedScreen.State.counter(StackCounter.State())) {
      ScopedScreen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.counter(.start))
    guard await waitUntil("the timer sleeps", { clock.sleeperCount == 1 }) else { return }
    await clock.advance(by: .seconds(1))
    await waitUntil("the tick reached the case") { store.state == .counter(StackCounter.State(count: 1)) }
    store.send(.counter(.stop))
    await waitUntil("the timer stops") { clock.sleeperCount == 0 }
  }
}

/// A screen whose state is an enum, its `counter` case run by `Scope`.
struct ScopedScreen: Reducer {
  enum State: Equatable, Sendable, CasePathable {
    case counter(StackCounter.State)
    case note(String)
  }
  enum Action: Equatable, Sendable, CasePathable {
    case counter(StackCounter.Action)
    case showNote
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { StackCounter() }
    Reduce { state, action in
      if action == .showNote { state = .note("shown") }
      return .none
    }
  }
}

/// The key-path `Scope`, beside the case one, in the same file for comparison.
struct ScopedHolder: Reducer {
  struct State: Equatable, Sendable {
    var counter = StackCounter.State()
  }
  enum Action: Equatable, Sendable, CasePathable {
    case counter(StackCounter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { StackCounter() }
  }
}
