import ThirdPartyShim
import XCTest

/// Cancels with TCA's task-level tools from inside effects.
struct TaskCanceller: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CasePathable {
    case start
    case cancelFromEffect
    case debounce(Int)
    case guarded
    case cancelGuarded
  }
  enum CancelID: Hashable, Sendable { case work, debounce, guarded }
  let events: Events

  func reduce(into _: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .untilCancelled("work", events).cancellable(id: CancelID.work)
    case .cancelFromEffect:
      return .run { _ in Task.cancel(id: CancelID.work) }
    case let .debounce(number):
      return .run { [events] _ in
        do {
          try await withTaskCancellation(id: CancelID.debounce, cancelInFlight: true) {
            try await Task.sleep(for: .seconds(60))
          }
          events.record("\(number) finished")
        } catch {
          events.record("\(number) cancelled")
        }
      }
    case .guarded:
      return .run { [events] _ in
        do {
          try await withTaskCancellation(id: CancelID.guarded) {
            try await Task.sleep(for: .seconds(60))
          }
        } catch {
          events.record("guarded cancelled")
        }
      }
    case .cancelGuarded:
      return .cancel(id: CancelID.guarded)
    }
  }
}

@MainActor
final class TaskCancellationTestsConformance: XCTestCase {
  func testTaskCancelIDCancelsAnEffectMadeCancellable() async {
    let events = Events()
    let store = Store(initialState: TaskCanceller.State()) { TaskCanceller(events: events) }
    store.send(.start)
    await settle()
    store.send(.cancelFromEffect)
    await eventually("the work cancelled by Task.cancel(id:)") { events.contains("work cancelled") }
  }

  func testWithTaskCancellationCancelInFlightKeepsTheLatest() async {
    let events = Events()
    let store = Store(initialState: TaskCanceller.State()) { TaskCanceller(events: events) }
    store.send(.debounce(1))
    await settle()
    store.send(.debounce(2))
    await eventually("the first operation cancelled by the second") {
      events.contains("1 cancelled")
    }
    await settle()
    XCTAssertFalse(events.contains("2 cancelled"), "\(events.all)")
  }

  func testCancelEffectReachesAnOperationInWithTaskCancellation() async {
    let events = Events()
    let store = Store(initialState: TaskCanceller.State()) { TaskCanceller(events: events) }
    store.send(.guarded)
    await settle()
    store.send(.cancelGuarded)
    await eventually("the guarded operation cancelled by .cancel(id:)") {
      events.contains("guarded cancelled")
    }
  }

  func testCancellingTheEffectCancelsTheOperationInsideWithTaskCancellation() async {
    let events = Events()
    let store = Store(initialState: TaskCanceller.State()) { TaskCanceller(events: events) }
    let task = store.send(.guarded)
    await settle()
    task.cancel()
    await eventually("the guarded operation cancelled with the effect around it") {
      events.contains("guarded cancelled")
    }
  }

  func testTaskCancelIDWorksOutsideAnyStore() async {
    let events = Events()
    let task = Task {
      do {
        try await withTaskCancellation(id: "download") {
          try await Task.sleep(for: .seconds(60))
        }
      } catch {
        events.record("download cancelled")
      }
    }
    await settle()
    Task.cancel(id: "download")
    await eventually("the operation cancelled by Task.cancel(id:)") {
      events.contains("download cancelled")
    }
    await task.value
  }
}
