import ThirdPartyShim
import XCTest

/// `_effectsInFlight`: what a terminal host waits on before drawing the settled screen.
@MainActor
final class EffectsInFlightTests: XCTestCase {
  enum Action: Equatable { case start, finished, startForever, stop }
  enum CancelID { case forever }

  func testCountsRunningEffectsOfTheRootAndItsScopes() async {
    let gate = AsyncStream<Void>.makeStream()
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { count, action in
        switch action {
        case .start:
          return .run { send in
            for await _ in gate.stream {}
            await send(.finished)
          }
        case .finished:
          count += 1
          return .none
        case .startForever:
          return .run { _ in try await Task.sleep(for: .seconds(60)) }
            .cancellable(id: CancelID.forever)
        case .stop:
          return .cancel(id: CancelID.forever)
        }
      }
    }
    XCTAssertEqual(store._effectsInFlight, 0)
    store.send(.start)
    XCTAssertEqual(store._effectsInFlight, 1, "counted from the send, before the effect runs")
    let scoped = store.scope(state: { $0 }, action: { $0 })
    XCTAssertEqual(scoped._effectsInFlight, 1, "a scope reports its root's")
    store.send(.startForever)
    XCTAssertEqual(store._effectsInFlight, 2)
    gate.continuation.finish()
    store.send(.stop)
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while store._effectsInFlight > 0, ContinuousClock.now < deadline { await Task.yield() }
    XCTAssertEqual(store._effectsInFlight, 0)
    XCTAssertEqual(store.state, 1)
  }
}
