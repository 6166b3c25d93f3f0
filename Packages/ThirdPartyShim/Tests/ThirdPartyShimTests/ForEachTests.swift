import ThirdPartyShimTesting
import XCTest

@testable import ThirdPartyShim

/// `forEach` and `IdentifiedArray` in the runtime's own tests (`make mutants` found them covered
/// only from Core and the features): an element's effects end with the element, and removing
/// past the end is no mistake.
@MainActor
final class ForEachTests: XCTestCase {
  func testRemovingAnElementCancelsItsEffectsAndOnlyItsEffects() async {
    let clock = TestClock()
    let store = Store(
      initialState: LoadingRows.State(rows: [LoadingRow.State(id: 1), LoadingRow.State(id: 2)])
    ) {
      LoadingRows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.rows(.element(id: 1, action: .load)))
    store.send(.rows(.element(id: 2, action: .load)))
    guard await waitUntil("both rows' loads sleep", { clock.sleeperCount == 2 }) else { return }
    store.send(.remove(1))
    await waitUntil("the removed row's load is cancelled") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil("the remaining row loaded") { store.state.rows[id: 2]?.loaded == true }
    XCTAssertEqual(store.state.rows.ids, [2])
  }

  func testRemovingFromPastTheEndRemovesNothing() {
    var rows: IdentifiedArrayOf<LoadingRow.State> = [LoadingRow.State(id: 1), LoadingRow.State(id: 2)]
    rows.removeSubrange(from: 2)
    rows.removeSubrange(from: 5)
    XCTAssertEqual(rows.ids, [1, 2])
    rows.removeSubrange(from: 1)
    XCTAssertEqual(rows.ids, [1])
  }

  func testAdvanceWhenSleepingDoesNotWaitOutItsTimeoutOnceTheCountIsReached() async {
    let clock = TestClock()
    Task { try await clock.sleep(for: .seconds(1)) }
    let started = ContinuousClock.now
    await clock.advance(by: .seconds(1), whenSleeping: 1, timeout: .seconds(10))
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "it advanced once one effect slept")
    XCTAssertEqual(clock.sleeperCount, 0)
  }
}

struct LoadingRow: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var loaded = false
  }
  enum Action: Equatable, Sendable {
    case load
    case loaded
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded)
      }
    case .loaded:
      state.loaded = true
      return .none
    }
  }
}

struct LoadingRows: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<LoadingRow.State>
  }
  enum Action: Equatable, Sendable, CasePathable {
    case rows(IdentifiedAction<Int, LoadingRow.Action>)
    case remove(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .remove(id) = action { _ = state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { LoadingRow() }
  }
}
