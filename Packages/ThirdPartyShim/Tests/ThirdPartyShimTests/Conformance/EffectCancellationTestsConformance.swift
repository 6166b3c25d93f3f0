import ThirdPartyShim
import XCTest

/// A parent that runs work under the same id as its `ifLet` child.
struct WorkHolder: Reducer {
  struct State: Equatable {
    var child: Worker.State? = Worker.State(id: 1)
  }
  enum Action: Equatable, CasePathable {
    case child(Worker.Action)
    case start
    case stop
  }
  let events: Events
  let name: String

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .child: return .none
      case .start: return .untilCancelled(name, events).cancellable(id: Worker.CancelID.work)
      case .stop: return .cancel(id: Worker.CancelID.work)
      }
    }
    .ifLet(\.child, action: \.child) { Worker(events: events) }
  }
}

/// A root over a `WorkHolder` over a `Worker`: three navigation levels.
struct WorkRoot: Reducer {
  struct State: Equatable {
    var holder: WorkHolder.State? = WorkHolder.State()
  }
  enum Action: Equatable, CasePathable {
    case holder(WorkHolder.Action)
    case stop
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .holder: return .none
      case .stop: return .cancel(id: Worker.CancelID.work)
      }
    }
    .ifLet(\.holder, action: \.holder) { WorkHolder(events: events, name: "holder") }
  }
}

@MainActor
final class EffectCancellationTestsConformance: XCTestCase {
  func testAChildsCancelInFlightLeavesItsParentsWork() async {
    let events = Events()
    let store = Store(initialState: WorkHolder.State()) {
      WorkHolder(events: events, name: "parent")
    }
    store.send(.start)
    await settle()
    store.send(.child(.startReplacing))
    await settle()
    XCTAssertFalse(events.contains("parent cancelled"), "\(events.all)")
  }

  func testAChildsCancelLeavesItsParentsWork() async {
    let events = Events()
    let store = Store(initialState: WorkHolder.State()) {
      WorkHolder(events: events, name: "parent")
    }
    store.send(.start)
    store.send(.child(.start))
    await settle()
    store.send(.child(.stop))
    await eventually("the child's own work cancelled") { events.contains("1 cancelled") }
    await settle()
    XCTAssertFalse(events.contains("parent cancelled"), "\(events.all)")
  }

  func testTheRootsCancelReachesItsDescendantsWork() async {
    let events = Events()
    let store = Store(initialState: WorkRoot.State()) { WorkRoot(events: events) }
    store.send(.holder(.start))
    store.send(.holder(.child(.start)))
    await settle()
    store.send(.stop)
    await eventually("the child's and the grandchild's work cancelled from the root") {
      events.contains("holder cancelled") && events.contains("1 cancelled")
    }
  }

  /// TCA registers an effect under its navigation path and every path left by dropping
  /// leading ids, down to the root's; a `.cancel(id:)` is looked up at the canceller's own
  /// path. So the root reaches everything, a child reaches its own, but a feature in between
  /// does not reach its child's work.
  func testAFeatureInBetweenDoesNotReachItsChildsWork() async {
    let events = Events()
    let store = Store(initialState: WorkRoot.State()) { WorkRoot(events: events) }
    store.send(.holder(.child(.start)))
    await settle()
    store.send(.holder(.stop))
    await settle()
    XCTAssertFalse(events.contains("1 cancelled"), "\(events.all)")
  }

  func testCancelInFlightReplacesTheSameFeaturesWork() async {
    let events = Events()
    let store = Store(initialState: WorkHolder.State()) {
      WorkHolder(events: events, name: "parent")
    }
    store.send(.child(.start))
    await settle()
    store.send(.child(.startReplacing))
    await eventually("the first run replaced") { events.contains("1 cancelled") }
    XCTAssertFalse(events.contains("1 replacing cancelled"))
  }
}
