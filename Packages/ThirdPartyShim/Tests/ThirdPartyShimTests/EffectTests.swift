import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

private struct Sequencer: Reducer {
  struct State: Equatable, Sendable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case start, startMerged, record(String)
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .concatenate(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.record("slow first"))
        },
        .send(.record("then immediate")),
        .run { send in await send(.record("last")) }
      )
    case .startMerged:
      return .merge(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.record("slow"))
        },
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.record("fast"))
        }
      )
      .map { $0 }
    case let .record(entry):
      state.log.append(entry)
      return .none
    }
  }
}

@MainActor
final class EffectTests: XCTestCase {
  func testConcatenateRunsInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: Sequencer.State()) {
      Sequencer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(2))
    await store.receive(.record("slow first")) { $0.log = ["slow first"] }
    await store.receive(.record("then immediate")) { $0.log.append("then immediate") }
    await store.receive(.record("last")) { $0.log.append("last") }
  }

  func testMergeRunsTogetherAndMapKeepsActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: Sequencer.State()) {
      Sequencer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startMerged)
    await clock.advance(by: .seconds(1))
    await store.receive(.record("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.record("slow")) { $0.log.append("slow") }
  }

  func testCancellingTheSendTaskCancelsItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Sequencer.State()) {
      Sequencer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.startMerged)
    task.cancel()
    await task.finish(timeout: .seconds(1))
    await clock.run()
    XCTAssertEqual(store.state.log, [])
  }

  func testAnEscapedSendUsedAfterTheStoreIsGoneWarns() async {
    let escaped = EscapedSend()
    var store: StoreOf<Sequencer>? = Store(initialState: Sequencer.State()) {
      Reduce<Sequencer.State, Sequencer.Action> { _, action in
        guard action == .start else { return .none }
        return .run { send in await escaped.keep(send) }
      }
    }
    await store?.send(.start).finish(timeout: .seconds(1))
    store = nil
    let warnings = collectIssuesSynchronously { escaped.sendRecord() }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings.first?.contains("after its store") == true, "\(warnings)")
  }

  func testNavigationPathValueSemantics() async {
    var path = NavigationPath()
    XCTAssertTrue(path.isEmpty)
    path.append("a")
    path.append(1)
    XCTAssertEqual(path.count, 2)
    var copy = path
    copy.removeLast()
    XCTAssertEqual(path.count, 2)
    XCTAssertEqual(copy, NavigationPath(["a"]))
    let warnings = collectIssuesSynchronously { copy.removeLast(5) }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(copy.isEmpty)
  }
}

/// Holds a `Send` past its effect, as code that leaks one into a callback would.
@MainActor
private final class EscapedSend: Sendable {
  private var send: Send<Sequencer.Action>?
  func keep(_ send: Send<Sequencer.Action>) { self.send = send }
  func sendRecord() { send?(.record("late")) }
}
