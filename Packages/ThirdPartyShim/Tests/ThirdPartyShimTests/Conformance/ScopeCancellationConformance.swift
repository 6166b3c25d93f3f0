import ThirdPartyShim
import XCTest

/// Follows TCA's ScopeTests for cancellation. Two children under `Scope`: TCA qualifies cancellation ids only for children presented by
/// navigation (ifLet, forEach), never for a scoped one.
struct ScopedPair: Reducer {
  struct State: Equatable {
    var first = Worker.State(id: 1)
    var second = Worker.State(id: 2)
  }
  enum Action: Equatable, CasePathable {
    case first(Worker.Action)
    case second(Worker.Action)
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) { Worker(events: events) }
    Scope(state: \.second, action: \.second) { Worker(events: events) }
  }
}

@MainActor
final class ScopeCancellationConformance: XCTestCase {
  func testScopedSiblingsShareCancellationIDs() async {
    let events = Events()
    let store = Store(initialState: ScopedPair.State()) { ScopedPair(events: events) }
    store.send(.first(.start))
    store.send(.second(.start))
    await settle()
    store.send(.first(.stop))
    await eventually("both scoped children's work cancelled by the first one's .cancel(id:)") {
      events.contains("1 cancelled") && events.contains("2 cancelled")
    }
  }

  func testScopedChildCancelInFlightReplacesItsSiblingsWork() async {
    let events = Events()
    let store = Store(initialState: ScopedPair.State()) { ScopedPair(events: events) }
    store.send(.first(.start))
    await settle()
    store.send(.second(.startReplacing))
    await eventually("the first child's work cancelled by the second's cancelInFlight") {
      events.contains("1 cancelled")
    }
    XCTAssertFalse(events.contains("2 replacing cancelled"))
  }
}
