import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// TCA's `ifCaseLet`, as its IfCaseLetReducerTests exercise it: the case's child runs first,
/// an action for a case the state is not in is reported, and the child's effects end when the
/// state leaves the case or holds another child.
@MainActor
final class IfCaseLetReducerTestsConformance: XCTestCase {
  func testTheChildRunsWhileTheStateIsItsCase() async {
    let store = TestStore(initialState: Switcher.State.first(StackCounter.State())) { Switcher() }
    await store.send(.first(.increment)) {
      $0 = .first(StackCounter.State(count: 1))
    }
  }

  func testTheChildRunsBeforeTheParent() async {
    let store = TestStore(initialState: Switcher.State.first(StackCounter.State(count: 4))) {
      Switcher()
    }
    // The parent moves to `second` with the count the child had just made.
    await store.send(.first(.tick)) {
      $0 = .second(StackCounter.State(count: 5))
    }
  }

  func testAnActionForAnotherCaseIsReported() async {
    let store = TestStore(initialState: Switcher.State.second(StackCounter.State())) { Switcher() }
    let failures = await collectIssues {
      await store.send(.first(.increment))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains(#"An "ifCaseLet" at ""#) == true, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains("received a child action when child state was set to a different case")
        == true,
      "\(failures)")
  }

  func testLeavingTheCaseCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Switcher.State.first(StackCounter.State())) {
      Switcher()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.first(.start))
    await waitUntil("the first child's timer sleeps") { clock.sleeperCount == 1 }
    store.send(.switchToSecond)
    await waitUntil("the first child's timer is cancelled") { clock.sleeperCount == 0 }
  }

  func testOnlyACaseChangeTheIfCaseLetSeesCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: SwitcherHost.State.first(StackCounter.State())) {
      SwitcherHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.switcher(.first(.start)))
    guard await waitUntil("the timer sleeps", { clock.sleeperCount == 1 }) else { return }
    store.send(.leaveFromOutside)
    XCTAssertEqual(clock.sleeperCount, 1, "changed after the ifCaseLet ran")
    store.send(.leaveFromOutside)
    XCTAssertEqual(
      clock.sleeperCount, 1, "as in TCA, the ifCaseLet compares the case around its parent only")
    store.send(.switcher(.switchToFirst))
    store.send(.switcher(.first(.start)))
    await waitUntil("a second timer sleeps") { clock.sleeperCount == 2 }
    store.send(.switcher(.switchToSecond))
    await waitUntil("the case's timers are cancelled") { clock.sleeperCount == 0 }
  }

  func testAnotherChildInTheSameCaseCancelsTheOldOnesEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Replacer.State.child(Replacer.Child(id: 1))) {
      Replacer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.child(.start))
    guard await waitUntil("the first child's timer sleeps", { clock.sleeperCount == 1 }) else { return }
    store.send(.newChild)
    await waitUntil("the replaced child's timer is cancelled") { clock.sleeperCount == 0 }
    store.send(.child(.start))
    await waitUntil("the new child's timer sleeps") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil("the new child ticked") { store.state == .child(Replacer.Child(id: 2, count: 1)) }
    store.send(.newChild)
    await waitUntil("its timer is cancelled too") { clock.sleeperCount == 0 }
  }
}

/// An enum state with a child per case; the parent switches cases.
struct Switcher: Reducer {
  enum State: Equatable, Sendable, CasePathable {
    case first(StackCounter.State)
    case second(StackCounter.State)
  }
  enum Action: Equatable, Sendable, CasePathable {
    case first(StackCounter.Action)
    case second(StackCounter.Action)
    case switchToFirst
    case switchToSecond
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .first(.tick):
        if case let .first(counter) = state { state = .second(counter) }
      case .switchToFirst: state = .first(StackCounter.State())
      case .switchToSecond: state = .second(StackCounter.State())
      case .first, .second: break
      }
      return .none
    }
    .ifCaseLet(\.first, action: \.first) { StackCounter() }
    .ifCaseLet(\.second, action: \.second) { StackCounter() }
  }
}

/// A `Switcher` inside a reducer that changes its case after the `ifCaseLet`s ran.
struct SwitcherHost: Reducer {
  typealias State = Switcher.State
  enum Action: Equatable, Sendable, CasePathable {
    case switcher(Switcher.Action)
    case leaveFromOutside
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.self, action: \.switcher) { Switcher() }
    Reduce { state, action in
      if action == .leaveFromOutside { state = .second(StackCounter.State()) }
      return .none
    }
  }
}

/// One case holding an `Identifiable` child, which the parent replaces with another.
struct Replacer: Reducer {
  struct Child: Equatable, Identifiable, Sendable {
    let id: Int
    var count = 0
  }
  enum State: Equatable, Sendable, CasePathable {
    case child(Child)
  }
  enum Action: Equatable, Sendable, CasePathable {
    case child(StackCounter.Action)
    case newChild
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .newChild, case let .child(old) = state { state = .child(Child(id: old.id + 1)) }
      return .none
    }
    .ifCaseLet(\.child, action: \.child) { ReplacedChild() }
  }
}

/// A `StackCounter` on a `Replacer.Child`, whose `id` says which child it is.
struct ReplacedChild: Reducer {
  func reduce(into state: inout Replacer.Child, action: StackCounter.Action) -> Effect<StackCounter.Action> {
    var counter = StackCounter.State(count: state.count)
    defer { state.count = counter.count }
    return StackCounter().reduce(into: &counter, action: action)
  }
}
