import ThirdPartyShim
import XCTest

/// An effect with a `catch` handler, cancelled or failing.
struct Catcher: Reducer {
  struct State: Equatable { var failure: String? }
  enum Action: Equatable, CasePathable {
    case start
    case stop
    case fail
    case failed(String)
  }
  struct Failure: Error {}
  enum CancelID: Hashable, Sendable { case work }
  let events: Events

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { _ in
        try await Task.sleep(for: .seconds(60))
      } catch: { [events] error, _ in
        events.record("caught \(error)")
      }
      .cancellable(id: CancelID.work)
    case .stop:
      return .cancel(id: CancelID.work)
    case .fail:
      return .run { _ in
        throw Failure()
      } catch: { _, send in
        await send(.failed("failure"))
      }
    case let .failed(message):
      state.failure = message
      return .none
    }
  }
}

@MainActor
final class EffectTestsConformance: XCTestCase {
  func testRunsCatchIsNotCalledForCancellation() async {
    let events = Events()
    let store = Store(initialState: Catcher.State()) { Catcher(events: events) }
    let task = store.send(.start)
    await settle()
    store.send(.stop)
    await task.finish(timeout: .seconds(5))
    XCTAssertEqual(events.all, [])
  }

  func testRunsCatchReceivesOtherErrorsAndCanSend() async {
    let events = Events()
    let store = Store(initialState: Catcher.State()) { Catcher(events: events) }
    await store.send(.fail).finish(timeout: .seconds(5))
    XCTAssertEqual(store.state.failure, "failure")
  }
}

/// A dependency only the effect-transfer test reads.
private enum ConformanceNumberKey: DependencyKey {
  static let liveValue = 0
}

extension DependencyValues {
  fileprivate var conformanceNumber: Int {
    get { self[ConformanceNumberKey.self] }
    set { self[ConformanceNumberKey.self] = newValue }
  }
}

/// Makes an effect under an override, as a child reducer run with other dependencies does.
struct DependencyReader: Reducer {
  struct State: Equatable { var read: Int? }
  enum Action: Equatable, CasePathable {
    case start
    case read(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return withDependencies {
        $0.conformanceNumber = 42
      } operation: {
        .run { send in
          @Dependency(\.conformanceNumber) var number
          await send(.read(number))
        }
      }
    case let .read(number):
      state.read = number
      return .none
    }
  }
}

@MainActor
final class EffectDependencyTestsConformance: XCTestCase {
  func testAnEffectRunsWithTheDependenciesCurrentWhereItWasMade() async {
    let store = Store(initialState: DependencyReader.State()) { DependencyReader() }
    await store.send(.start).finish(timeout: .seconds(5))
    XCTAssertEqual(store.state.read, 42)
  }
}
