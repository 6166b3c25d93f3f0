import ThirdPartyShim
import XCTest

/// An optional child, replaced, changed in place or cleared by its parent.
struct OptionalHost: Reducer {
  struct State: Equatable {
    var child: Worker.State? = Worker.State(id: 1)
  }
  enum Action: Equatable, CasePathable {
    case child(Worker.Action)
    case replace(Int)
    case rename(String)
    case clear
    case clearOutside
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child, .clearOutside: break
      case let .replace(id): state.child = Worker.State(id: id)
      case let .rename(label): state.child?.label = label
      case .clear: state.child = nil
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { Worker(events: events) }
  }
}

/// `OptionalHost` with a reducer after it that clears the child.
struct ClearingAfterIfLet: Reducer {
  typealias State = OptionalHost.State
  typealias Action = OptionalHost.Action
  let events: Events

  var body: some ReducerOf<Self> {
    OptionalHost(events: events)
    Reduce { state, action in
      if case .clearOutside = action { state.child = nil }
      return .none
    }
  }
}

/// A child whose state is an enum: its case is its identity.
struct ModeWorker: Reducer {
  enum State: Equatable {
    case editing(Int)
    case viewing
  }
  enum Action: Equatable, CasePathable {
    case start
  }
  let events: Events

  func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .untilCancelled("mode", events)
  }
}

struct ModeHost: Reducer {
  struct State: Equatable {
    var mode: ModeWorker.State? = .editing(1)
  }
  enum Action: Equatable, CasePathable {
    case mode(ModeWorker.Action)
    case switchTo(ModeWorker.State)
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .switchTo(mode) = action { state.mode = mode }
      return .none
    }
    .ifLet(\.mode, action: \.mode) { ModeWorker(events: events) }
  }
}

@MainActor
final class IfLetReducerTestsConformance: XCTestCase {
  func testANewIdentityCancelsTheOldChildsWork() async {
    let events = Events()
    let store = Store(initialState: OptionalHost.State()) { OptionalHost(events: events) }
    store.send(.child(.start))
    await settle()
    store.send(.rename("changed in place"))
    await settle()
    XCTAssertFalse(events.contains("1 cancelled"), "a change in place keeps the child's work")
    store.send(.replace(2))
    await eventually("the replaced child's work cancelled") { events.contains("1 cancelled") }
  }

  func testClearingTheChildInTheParentCancelsItsWork() async {
    let events = Events()
    let store = Store(initialState: OptionalHost.State()) { OptionalHost(events: events) }
    store.send(.child(.start))
    await settle()
    store.send(.clear)
    await eventually("the cleared child's work cancelled") { events.contains("1 cancelled") }
  }

  func testAnotherEnumCaseCancelsTheChildsWork() async {
    let events = Events()
    let store = Store(initialState: ModeHost.State()) { ModeHost(events: events) }
    store.send(.mode(.start))
    await settle()
    store.send(.switchTo(.editing(2)))
    await settle()
    XCTAssertFalse(
      events.contains("mode cancelled"), "the same case with a payload that has no id is the same")
    store.send(.switchTo(.viewing))
    await eventually("the child's work cancelled by the case change") {
      events.contains("mode cancelled")
    }
  }

  /// TCA's optional `ifLet` compares the child only around its own parent's reduce, and keeps
  /// nothing in the state; a reducer composed outside it that clears the child leaves the
  /// child's work running (the `@Presents` form notices, see the presentation tests).
  func testAReducerOutsideTheIfLetClearingTheChildLeavesItsWork() async {
    let events = Events()
    let store = Store(initialState: OptionalHost.State()) { ClearingAfterIfLet(events: events) }
    store.send(.child(.start))
    await settle()
    store.send(.clearOutside)
    store.send(.rename("anything"))
    await settle()
    XCTAssertNil(store.state.child)
    XCTAssertFalse(events.contains("1 cancelled"), "\(events.all)")
  }

}
