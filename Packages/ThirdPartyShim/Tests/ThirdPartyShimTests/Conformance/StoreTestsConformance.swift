import XCTest

@testable import ThirdPartyShim

/// Records the actions it reduces; each number's effect is chosen by the test.
struct NumberLog: Reducer {
  typealias State = [Int]
  typealias Action = Int
  let effect: @Sendable (Int) -> Effect<Int>

  func reduce(into state: inout [Int], action: Int) -> Effect<Int> {
    state.append(action)
    return effect(action)
  }
}

/// A cascade: each step's effect sends the next and leaves long work running.
struct Cascade: Reducer {
  struct State: Equatable { var reached = 0 }
  enum Action: Equatable, CasePathable {
    case start
    case step(Int)
  }
  let events: Events

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in await send(.step(1)) }
    case let .step(number):
      state.reached = number
      guard number < 3 else { return .untilCancelled("step \(number)", events) }
      return .merge(
        .untilCancelled("step \(number)", events),
        .run { send in await send(.step(number + 1)) })
    }
  }
}

@MainActor
final class StoreTestsConformance: XCTestCase {
  func testConcatenatedSendsAreReducedBeforeSendReturns() {
    let store = Store(initialState: [Int]()) {
      NumberLog { $0 == 0 ? .concatenate(.send(1), .send(2)) : .none }
    }
    store.send(0)
    XCTAssertEqual(store.state, [0, 1, 2])
  }

  func testMergedSendsAreReducedInOrderBeforeSendReturns() {
    let store = Store(initialState: [Int]()) {
      NumberLog { $0 == 0 ? .merge(.send(1), .send(2)) : ($0 == 1 ? .send(3) : .none) }
    }
    store.send(0)
    // Each action's own sends follow the actions already queued, as TCA's buffer has it.
    XCTAssertEqual(store.state, [0, 1, 2, 3])
  }

  func testConcatenateRunsWhatFollowsAnAsyncEffectAfterIt() async {
    let store = Store(initialState: [Int]()) {
      NumberLog { action in
        guard action == 0 else { return .none }
        return .concatenate(.send(1), .run { send in await send(2) }, .send(3))
      }
    }
    let task = store.send(0)
    XCTAssertEqual(store.state, [0, 1])
    await task.finish(timeout: .seconds(5))
    XCTAssertEqual(store.state, [0, 1, 2, 3])
  }

  func testMergeSendsItsSynchronousPartsBeforeSendReturns() async {
    let store = Store(initialState: [Int]()) {
      NumberLog { action in
        guard action == 0 else { return .none }
        return .merge(.run { send in await send(2) }, .send(1))
      }
    }
    let task = store.send(0)
    XCTAssertEqual(store.state, [0, 1])
    await task.finish(timeout: .seconds(5))
    XCTAssertEqual(store.state, [0, 1, 2])
  }

  func testAnActionSentWhileReducingIsReducedAfterTheSynchronousCascade() {
    let store = Store(initialState: [Int]()) {
      NumberLog { $0 == 0 ? .send(1) : ($0 == 1 ? .send(2) : .none) }
    }
    var sentFromObserver = false
    store._observe {
      guard !sentFromObserver else { return }
      sentFromObserver = true
      store.send(10)
    }
    store.send(0)
    XCTAssertEqual(store.state, [0, 1, 2, 10])
  }

  func testCancellingTheSendsTaskCancelsEverythingItCaused() async {
    let events = Events()
    let store = Store(initialState: Cascade.State()) { Cascade(events: events) }
    let task = store.send(.start)
    guard await eventually("the cascade reaching its third step", { store.state.reached == 3 }) else {
      return
    }
    await settle()
    task.cancel()
    await eventually("every step's work cancelled") {
      ["step 1 cancelled", "step 2 cancelled", "step 3 cancelled"].allSatisfy(events.contains)
    }
    await task.finish(timeout: .seconds(5))
  }

  func testTheSendsTaskWaitsForEffectsStartedByActionsItsEffectsSent() async {
    let store = Store(initialState: [Int]()) {
      NumberLog { action in
        switch action {
        case 0: .run { send in await send(1) }
        case 1:
          .run { send in
            try? await Task.sleep(for: .milliseconds(20))
            await send(2)
          }
        default: .none
        }
      }
    }
    await store.send(0).finish(timeout: .seconds(5))
    XCTAssertEqual(store.state, [0, 1, 2])
  }
}
