import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// TCA's stack navigation, as its StackReducerTests exercise it: `StackState`'s ids, the
/// order `forEach(_:action:destination:)` runs screens and parent in, the cancellation of a
/// popped screen's effects, and the misuse it reports.
@MainActor
final class StackReducerTestsConformance: XCTestCase {
  func testTheCaseSubscriptChangesTheCaseAndRemovesOnNil() {
    var stack = StackState<StackPath.State>([.counter(StackCounter.State(count: 42))])
    stack[id: 0, case: \.counter]?.count += 1
    XCTAssertEqual(stack[id: 0], .counter(StackCounter.State(count: 43)))
    stack[id: 0, case: \.counter] = nil
    XCTAssertTrue(stack.isEmpty)
  }

  func testTheCaseSubscriptReportsAnUnrelatedCaseAndChangesNothing() {
    var stack = StackState<StackPath.State>([.note("hello")])
    let warnings = collectIssuesSynchronously {
      stack[id: 0, case: \.counter]?.count += 1
      stack[id: 0, case: \.counter] = nil
    }
    XCTAssertEqual(
      warnings, [#"Can't modify unrelated case "note""#, #"Can't modify unrelated case "note""#])
    XCTAssertEqual(Array(stack), [.note("hello")])
  }

  func testIdsCountUpAndAreNeverReused() {
    var stack = StackState<Int>()
    stack.append(42)
    stack.append(1729)
    XCTAssertEqual(stack[id: 0], 42)
    XCTAssertEqual(stack[id: 1], 1729)
    stack.removeAll()
    stack.append(-1)
    XCTAssertEqual(stack.ids, [2])
    XCTAssertEqual(stack.popLast(), -1)
    stack.append(contentsOf: [5, 6])
    XCTAssertEqual(stack.ids, [3, 4])
    XCTAssertEqual("\(stack.ids)", "[#3, #4]")
  }

  func testEqualityComparesIdsAsTCADoes() {
    var shifted = StackState<Int>()
    shifted.append(0)
    shifted.removeAll()
    shifted.append(7)
    XCTAssertNotEqual(shifted, StackState([7]), "#1 holds 7, not #0")
    XCTAssertEqual(StackState([7]), StackState([7]))
    XCTAssertEqual(Set([StackState([7]), StackState([7])]).count, 1)
  }

  func testRemovingAnIdByItsSubscriptRemovesItsScreenAndOnlyIt() {
    var path = StackState<String>(["a", "b", "c"])
    path[id: 1] = nil
    XCTAssertEqual(path.ids, [0, 2])
    XCTAssertEqual(Array(path), ["a", "c"], "the screen goes with its id")
    XCTAssertEqual(path[id: 2], "c")
  }

  func testPopFromAndPopToKeepTheScreensBelow() {
    var stack = StackState([1, 2, 3, 4])
    stack.pop(to: 1)
    XCTAssertEqual(Array(stack), [1, 2])
    stack.pop(from: 1)
    XCTAssertEqual(Array(stack), [1])
    stack.pop(from: 9)
    XCTAssertEqual(Array(stack), [1])
  }

  func testCodableKeepsTheElementsAndGivesNewIds() throws {
    var stack = StackState([1, 2, 3])
    stack.removeFirst()
    let data = try JSONEncoder().encode(stack)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "[2,3]")
    let decoded = try JSONDecoder().decode(StackState<Int>.self, from: data)
    XCTAssertEqual(decoded.ids, [0, 1])
  }

  func testAPushFromTheParentIsAssertedByAppending() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await store.send(.pushCounter) {
      $0.path.append(.counter(StackCounter.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.increment)))) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
  }

  func testAPushActionKeepsItsIdAndTheCounterMovesPastIt() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await store.send(.path(.push(id: 0, state: .note("a")))) {
      $0.path[id: 0] = .note("a")
    }
    await store.send(.pushCounter) {
      $0.path[id: 1] = .counter(StackCounter.State())
    }
    await store.send(.path(.push(id: 2, state: .note("b")))) {
      $0.path[id: 2] = .note("b")
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    // An id below the next one is no mistake (TCA checks only ids past it).
    await store.send(.path(.push(id: 0, state: .note("c")))) {
      $0.path[id: 0] = .note("c")
    }
  }

  func testAPushOfAnIdPastTheNextOneIsReported() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    let failures = await collectIssues {
      await store.send(.path(.push(id: 1, state: .note("a")))) {
        $0.path[id: 1] = .note("a")
      }
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains(#"received a "push" action with an unexpected generational ID"#) == true)
    XCTAssertTrue(failures.first?.contains("Received ID: #1. Expected ID: #0.") == true, "\(failures)")
  }

  func testAPushOfAnIdTheStackHoldsIsReportedAndNotPushed() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await store.send(.path(.push(id: 0, state: .note("a")))) {
      $0.path[id: 0] = .note("a")
    }
    let failures = await collectIssues {
      await store.send(.path(.push(id: 0, state: .note("b"))))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains(#"received a "push" action for an element it already contains. ID: #0"#)
        == true, "\(failures)")
    XCTAssertEqual(Array(store.state.path), [.note("a")])
  }

  func testAnExpectedIdThatDiffersFromTheActualOneFails() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    let failures = await collectIssues {
      await store.send(.path(.push(id: 0, state: .note("a")))) {
        $0.path[id: 1] = .note("a")
      }
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
  }

  func testTheExpectedStateNumbersAppendsAsTheReducerDid() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await store.send(.pushTwice) {
      $0.path[id: 0] = .note("first")
    }
    await store.receive(.pushedOnce) {
      $0.path[id: 1] = .note("second")
    }
    await store.send(.pushTwice) {
      $0.path.append(.note("first"))
    }
    await store.receive(.pushedOnce) {
      $0.path.append(.note("second"))
    }
    XCTAssertEqual(store.state.path.ids, [0, 1, 2, 3])
  }

  func testAnActionForAMissingElementIsReported() async {
    let store = TestStore(initialState: StackParent.State(path: StackState([.note("a")]))) {
      StackParent()
    }
    let failures = await collectIssues {
      await store.send(.path(.element(id: 999, action: .counter(.increment))))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains(#"A "forEach" at "#) == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains("received an action for a missing element") == true, "\(failures)")
  }

  func testAPopOfAMissingIdIsReported() async {
    let store = TestStore(initialState: StackParent.State(path: StackState([.note("a")]))) {
      StackParent()
    }
    let failures = await collectIssues {
      await store.send(.path(.popFrom(id: 999)))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains(
        #"received a "popFrom" action for a missing element. ID: #999. Path IDs: [#0]"#) == true,
      "\(failures)")
  }

  func testThePopRunsTheParentFirstAndThePushRunsItAfter() async {
    let store = TestStore(initialState: StackWatcher.State(path: StackState([.note("a"), .note("b")]))) {
      StackWatcher()
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
      $0.log = ["saw 2 before the pop"]
    }
    await store.send(.path(.push(id: 2, state: .note("c")))) {
      $0.path[id: 2] = .note("c")
      $0.log.append("saw 2 after the push")
    }
  }

  // MARK: Effects

  func testAPopCancelsThePoppedScreensEffectsAndOnlyTheirs() async {
    let clock = TestClock()
    let store = stackStore(
      clock, [.counter(StackCounter.State()), .counter(StackCounter.State()), .counter(StackCounter.State())])
    for id: StackElementID in [0, 1, 2] { store.send(.path(.element(id: id, action: .counter(.start)))) }
    guard await waitUntil("three screens' timers sleep", { clock.sleeperCount == 3 }) else { return }
    store.send(.path(.popFrom(id: 1)))
    await waitUntil("the popped screens' timers are cancelled") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil("the remaining screen ticked") { store.state.path[id: 0, case: \.counter]?.count == 1 }
    XCTAssertEqual(store.state.path.ids, [0])
    store.send(.path(.popFrom(id: 0)))
    await waitUntil("the last timer is cancelled") { clock.sleeperCount == 0 }
  }

  func testTheParentRemovingScreensCancelsTheirEffects() async {
    let clock = TestClock()
    let store = stackStore(clock, [.counter(StackCounter.State()), .counter(StackCounter.State())])
    store.send(.path(.element(id: 0, action: .counter(.start))))
    store.send(.path(.element(id: 1, action: .counter(.start))))
    guard await waitUntil("both timers sleep", { clock.sleeperCount == 2 }) else { return }
    store.send(.removeLast)
    await waitUntil("the removed screen's timer is cancelled") { clock.sleeperCount == 1 }
    store.send(.popToRoot)
    await waitUntil("every timer is cancelled") { clock.sleeperCount == 0 }
  }

  func testARemovalBeforeTheForEachCancelsInTheSameActionOneAfterItAtTheNext() async {
    let clock = TestClock()
    let store = Store(initialState: StackOuter.State()) {
      StackOuter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.path(.push(id: 0, state: .counter(StackCounter.State()))))
    store.send(.path(.element(id: 0, action: .counter(.start))))
    guard await waitUntil("the timer sleeps", { clock.sleeperCount == 1 }) else { return }
    store.send(.removeBefore)
    await waitUntil("removed before the forEach: cancelled at once") { clock.sleeperCount == 0 }

    store.send(.path(.push(id: 1, state: .counter(StackCounter.State()))))
    store.send(.path(.element(id: 1, action: .counter(.start))))
    await waitUntil("the new timer sleeps") { clock.sleeperCount == 1 }
    store.send(.removeAfter)
    XCTAssertEqual(clock.sleeperCount, 1, "removed after the forEach: it cannot know yet")
    store.send(.removeAfter)
    await waitUntil("noticed at the next action") { clock.sleeperCount == 0 }
  }

  func testAStackSetBackToAnEarlierCopyCancelsTheScreensPushedSince() async {
    let clock = TestClock()
    let store = Store(initialState: StackOuter.State()) {
      StackOuter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.path(.push(id: 0, state: .counter(StackCounter.State()))))
    store.send(.keepCopy)
    store.send(.path(.push(id: 1, state: .counter(StackCounter.State()))))
    store.send(.path(.element(id: 1, action: .counter(.start))))
    guard await waitUntil("the pushed screen's timer sleeps", { clock.sleeperCount == 1 }) else { return }
    store.send(.restoreCopy)
    XCTAssertEqual(store.state.path.ids, [0])
    await waitUntil("the screen pushed since the copy is cancelled") { clock.sleeperCount == 0 }
  }

  func testAStartingScreenRemovedAfterTheForEachIsCancelledAtTheNextAction() async {
    let clock = TestClock()
    let store = Store(
      initialState: StackOuter.State(path: StackState([.counter(StackCounter.State())]))
    ) {
      StackOuter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.path(.element(id: 0, action: .counter(.start))))
    guard await waitUntil("the timer sleeps", { clock.sleeperCount == 1 }) else { return }
    store.send(.removeAfter)
    store.send(.removeAfter)
    await waitUntil("the removed screen's timer is cancelled at the next action") {
      clock.sleeperCount == 0
    }
  }

  func testAStackReplacedByANewOneCancelsTheOldScreensEvenWhereIdsRepeat() async {
    let clock = TestClock()
    let store = stackStore(clock, [.counter(StackCounter.State())])
    store.send(.path(.element(id: 0, action: .counter(.start))))
    await waitUntil("the timer sleeps") { clock.sleeperCount == 1 }
    store.send(.replaceWithFreshCounter)
    XCTAssertEqual(store.state.path.ids, [0], "the new stack counts from 0 again")
    await waitUntil("the old screen's timer is cancelled") { clock.sleeperCount == 0 }
  }

  func testASiblingCannotCancelAnotherScreensEffect() async {
    let clock = TestClock()
    let store = stackStore(clock, [.counter(StackCounter.State()), .counter(StackCounter.State())])
    store.send(.path(.element(id: 0, action: .counter(.start))))
    store.send(.path(.element(id: 1, action: .counter(.start))))
    guard await waitUntil("both timers sleep", { clock.sleeperCount == 2 }) else { return }
    store.send(.path(.element(id: 0, action: .counter(.stop))))
    await waitUntil("the first screen's timer stops") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil("the second screen still ticks") { store.state.path[id: 1, case: \.counter]?.count == 1 }
    XCTAssertEqual(store.state.path[id: 0, case: \.counter]?.count, 0)
    store.send(.popToRoot)
    await waitUntil("every timer is cancelled") { clock.sleeperCount == 0 }
  }

  func testAnEffectInFlightAnswersItsScreenAfterTheOneBelowIsRemoved() async {
    let clock = TestClock()
    let store = stackStore(clock, [.counter(StackCounter.State()), .counter(StackCounter.State())])
    store.send(.path(.element(id: 1, action: .counter(.start))))
    guard await waitUntil("the timer sleeps", { clock.sleeperCount == 1 }) else { return }
    store.send(.removeFirst)
    await clock.advance(by: .seconds(1))
    await waitUntil("the answer reached #1") { store.state.path[id: 1, case: \.counter]?.count == 1 }
    XCTAssertEqual(store.state.path.ids, [1])
    store.send(.popToRoot)
    await waitUntil("every timer is cancelled") { clock.sleeperCount == 0 }
  }

  private func stackStore(_ clock: TestClock<Duration>, _ path: [StackPath.State]) -> Store<
    StackParent.State, StackParent.Action
  > {
    Store(initialState: StackParent.State(path: StackState(path))) {
      StackParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}

struct StackCounter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case start
    case stop
    case tick
  }
  enum CancelID: Hashable, Sendable { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stop:
      return .cancel(id: CancelID.timer)
    }
  }
}

struct StackPath: Reducer {
  enum State: Equatable, Sendable, CasePathable {
    case counter(StackCounter.State)
    case note(String)
  }
  enum Action: Equatable, Sendable, CasePathable {
    case counter(StackCounter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { StackCounter() }
  }
}

struct StackParent: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<StackPath.State>()
  }
  enum Action: Equatable, Sendable, CasePathable {
    case path(StackActionOf<StackPath>)
    case popToRoot
    case pushCounter
    case pushTwice
    case pushedOnce
    case removeFirst
    case removeLast
    case replaceWithFreshCounter
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        break
      case .popToRoot:
        state.path.removeAll()
      case .pushCounter:
        state.path.append(.counter(StackCounter.State()))
      case .pushTwice:
        state.path.append(.note("first"))
        return .send(.pushedOnce)
      case .pushedOnce:
        state.path.append(.note("second"))
      case .removeFirst:
        state.path[id: state.path.ids[0]] = nil
      case .removeLast:
        state.path.removeLast()
      case .replaceWithFreshCounter:
        state.path = StackState([.counter(StackCounter.State())])
      }
      return .none
    }
    .forEach(\.path, action: \.path) { StackPath() }
  }
}

/// Removes the stack's screens from a reducer before the `forEach` or after it.
struct StackOuter: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<StackPath.State>()
    /// A copy of `path` kept by `.keepCopy`, put back by `.restoreCopy` (an undo).
    var kept: StackState<StackPath.State>?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case path(StackActionOf<StackPath>)
    case removeAfter
    case removeBefore
    case keepCopy
    case restoreCopy
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .removeBefore { state.path.removeAll() }
      return .none
    }
    // The forEach's own parent: what it changes, the forEach sees within the same action.
    Reduce<State, Action> { state, action in
      if action == .keepCopy { state.kept = state.path }
      if action == .restoreCopy, let kept = state.kept { state.path = kept }
      return .none
    }
    .forEach(\.path, action: \.path) { StackPath() }
    Reduce { state, action in
      if action == .removeAfter { state.path.removeAll() }
      return .none
    }
  }
}

/// Writes down how many screens the parent sees when a pop or a push reaches it.
struct StackWatcher: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<StackPath.State>()
    var log: [String] = []
  }
  enum Action: Equatable, Sendable, CasePathable {
    case path(StackActionOf<StackPath>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.popFrom): state.log.append("saw \(state.path.count) before the pop")
      case .path(.push): state.log.append("saw \(state.path.count) after the push")
      case .path(.element): break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { StackPath() }
  }
}
