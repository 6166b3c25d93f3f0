import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// A screen that dismisses itself and reports whether it is presented.
struct Closer: Reducer, Sendable {
  struct State: Equatable, Identifiable {
    var id = 1
  }
  enum Action: Equatable, CasePathable {
    case close
    /// Dismisses with the `dismiss` read in the reduce, captured by the effect.
    case closeCaptured
    case check
    case start
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented
  let events: Events

  func reduce(into _: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .close:
      return .run { _ in await dismiss() }
    case .closeCaptured:
      let dismiss = self.dismiss
      return .run { _ in await dismiss() }
    case .check:
      events.record("reduce presented \(isPresented)")
      return .run { [events] _ in
        @Dependency(\.isPresented) var presented
        events.record("effect presented \(presented)")
      }
    case .start:
      return .untilCancelled("closer", events)
    }
  }
}

struct CloserHost: Reducer {
  struct State: Equatable {
    @Presents var closer: Closer.State? = Closer.State()
  }
  enum Action: Equatable, CasePathable {
    case closer(PresentationAction<Closer.Action>)
    case present(Int)
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .closer(.dismiss) = action { events.record("parent saw dismiss") }
      if case let .present(id) = action { state.closer = Closer.State(id: id) }
      return .none
    }
    .ifLet(\.$closer, action: \.closer) { Closer(events: events) }
  }
}

/// A stack of `Closer` screens: a screen's `dismiss()` pops it.
struct CloserStack: Reducer {
  struct State: Equatable {
    var path = StackState<Closer.State>([Closer.State(id: 1), Closer.State(id: 2)])
  }
  enum Action: Equatable, CasePathable {
    case path(StackAction<Closer.State, Closer.Action>)
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      if case let .path(.popFrom(id)) = action { events.record("parent saw popFrom \(id)") }
      return .none
    }
    .forEach(\.path, action: \.path) { Closer(events: events) }
  }
}

@MainActor
final class DismissEffectTestsConformance: XCTestCase {
  func testAStackScreenDismissesItselfByPoppingFromItsID() async {
    let events = Events()
    let store = Store(initialState: CloserStack.State()) { CloserStack(events: events) }
    store.send(.path(.element(id: 1, action: .start)))
    await settle()
    store.send(.path(.element(id: 1, action: .close)))
    guard await eventually("the top screen popped itself", { store.state.path.ids == [0] }) else { return }
    XCTAssertTrue(events.contains("parent saw popFrom #1"), "\(events.all)")
    await eventually("the popped screen's work cancelled") { events.contains("closer cancelled") }
  }

  func testIsPresentedIsTrueInAStackScreen() async {
    let events = Events()
    let store = Store(initialState: CloserStack.State()) { CloserStack(events: events) }
    await store.send(.path(.element(id: 0, action: .check))).finish(timeout: .seconds(5))
    XCTAssertEqual(events.all, ["reduce presented true", "effect presented true"])
  }

  func testAPresentedChildDismissesItselfThroughItsPresenter() async {
    let events = Events()
    let store = Store(initialState: CloserHost.State()) { CloserHost(events: events) }
    store.send(.closer(.presented(.start)))
    await settle()
    store.send(.closer(.presented(.close)))
    guard await eventually("the child dismissed", { store.state.closer == nil }) else { return }
    XCTAssertTrue(events.contains("parent saw dismiss"), "the parent receives .dismiss")
    await eventually("the dismissed child's work cancelled") { events.contains("closer cancelled") }
  }

  func testIsPresentedIsTrueInAPresentedChild() async {
    let events = Events()
    let store = Store(initialState: CloserHost.State()) { CloserHost(events: events) }
    await store.send(.closer(.presented(.check))).finish(timeout: .seconds(5))
    XCTAssertEqual(events.all, ["reduce presented true", "effect presented true"])
  }

  func testIsPresentedIsFalseAtTheRoot() async {
    let events = Events()
    let store = Store(initialState: Closer.State()) { Closer(events: events) }
    await store.send(.check).finish(timeout: .seconds(5))
    XCTAssertEqual(events.all, ["reduce presented false", "effect presented false"])
  }

  func testDismissingWhatNothingPresentsIsReported() async {
    let events = Events()
    let store = Store(initialState: Closer.State()) { Closer(events: events) }
    let collector = IssueCollector()
    let task = withIssueReporters([collector]) { store.send(.close) }
    await task.finish(timeout: .seconds(5))
    XCTAssertEqual(collector.messages.count, 1, "\(collector.messages)")
    XCTAssertTrue(
      collector.messages.first?.contains("couldn't be dismissed") == true, "\(collector.messages)")
  }

  func testATestStoreReceivesTheDismissalAsAnAction() async {
    let store = TestStore(initialState: CloserHost.State()) { CloserHost(events: Events()) }
    await store.send(.closer(.presented(.close)))
    await store.receive(.closer(.dismiss)) { $0.closer = nil }
  }
}

/// Reading `dismiss` where nothing presents the feature is not a missing test value.
@MainActor
final class DismissEffectTestValueConformance: XCTestCase {
  func testATestStoreAtTheRootReadsIsPresentedWithoutAReport() async {
    let store = TestStore(initialState: Closer.State()) { Closer(events: Events()) }
    await store.send(.check)
  }
}
