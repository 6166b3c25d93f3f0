import ThirdPartyShim
import XCTest

/// A list of workers: each element's cancellation ids are its own, as TCA's `forEach` scopes
/// them to the element's navigation id.
struct WorkerList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Worker.State> = [Worker.State(id: 1), Worker.State(id: 2)]
  }
  enum Action: Equatable, CasePathable {
    case rows(IdentifiedAction<Int, Worker.Action>)
    case remove(Int)
    case stopAll
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .stopAll:
        return .cancel(id: Worker.CancelID.work)
      }
    }
    .forEach(\.rows, action: \.rows) { Worker(events: events) }
  }
}

@MainActor
final class ForEachReducerTestsConformance: XCTestCase {
  func testAnElementCannotCancelItsSiblingsWork() async {
    let events = Events()
    let store = Store(initialState: WorkerList.State()) { WorkerList(events: events) }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    await settle()
    store.send(.rows(.element(id: 1, action: .stop)))
    await eventually("element 1's work cancelled") { events.contains("1 cancelled") }
    await settle()
    XCTAssertFalse(events.contains("2 cancelled"), "\(events.all)")
  }

  func testAnElementsCancelInFlightLeavesItsSiblingsWork() async {
    let events = Events()
    let store = Store(initialState: WorkerList.State()) { WorkerList(events: events) }
    store.send(.rows(.element(id: 1, action: .start)))
    await settle()
    store.send(.rows(.element(id: 2, action: .startReplacing)))
    await settle()
    XCTAssertFalse(events.contains("1 cancelled"), "\(events.all)")
  }

  func testRemovingAnElementCancelsOnlyItsWork() async {
    let events = Events()
    let store = Store(initialState: WorkerList.State()) { WorkerList(events: events) }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    await settle()
    store.send(.remove(1))
    await eventually("the removed element's work cancelled") { events.contains("1 cancelled") }
    await settle()
    XCTAssertFalse(events.contains("2 cancelled"), "\(events.all)")
  }

  func testTheParentsCancelReachesEveryElementsWork() async {
    let events = Events()
    let store = Store(initialState: WorkerList.State()) { WorkerList(events: events) }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    await settle()
    store.send(.stopAll)
    await eventually("both elements' work cancelled by the root's .cancel(id:)") {
      events.contains("1 cancelled") && events.contains("2 cancelled")
    }
  }
}
