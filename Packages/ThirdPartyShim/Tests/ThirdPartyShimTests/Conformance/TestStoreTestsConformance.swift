import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The test store behaves as TCA 1.25's does in the scenarios of TCA's TestStoreTests: what
/// `state` is at each step, what a closure must do, how actions are received by value, by
/// predicate and by case, and how shared values are attributed to the step that changed them.
@MainActor
final class TestStoreTestsConformance: XCTestCase {
  func testFinishWaitsForAnEffectThatEndsWithinItsTimeout() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, _ in .run { _ in try await Task.sleep(for: .milliseconds(30)) } }
    }
    await store.send(true)
    let failures = await collectIssues { await store.finish() }
    XCTAssertEqual(failures, [], "the effect ends well within the timeout")
  }

  enum Step: Equatable, Sendable { case start, first, firstA, firstB, second, secondA, secondB, stop }

  func testActionsSentByConcatenatedEffectsAreReceivedInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Step> { _, step in
        switch step {
        case .start:
          return .merge(
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.first)
              await send(.second)
            },
            .run { _ in try await clock.sleep(for: .seconds(3600)) }.cancellable(id: "forever"))
        case .first: return .concatenate(.send(.firstA), .send(.firstB))
        case .second: return .concatenate(.send(.secondA), .send(.secondB))
        case .stop: return .cancel(id: "forever")
        case .firstA, .firstB, .secondA, .secondB: return .none
        }
      }
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    for step in [Step.first, .firstA, .firstB, .second, .secondA, .secondB] {
      await store.receive(step)
    }
    await store.send(.stop)
  }

  func testAnEffectsAnswerIsReceivedWithTheStateItLeft() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    await store.send(.press) { $0 = 1 }
    await store.receive(.reply(1))
  }

  func testWrongAssertionsFailOnSendAndOnReceive() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    let failures = await collectIssues {
      await store.send(.press) { $0 = 2 }
      await store.receive(.reply(1)) { $0 = 7 }
    }
    XCTAssertEqual(failures.count, 2, "\(failures)")
    XCTAssertTrue(failures.allSatisfy { $0.hasPrefix("A state change does not match expectation: …") })
  }

  func testAClosureThatLeavesTheStateAsItWasFails() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    let failures = await collectIssues {
      await store.send(.tap) { $0 = 0 }
      await store.receive(.reply(42)) { $0 = 0 }
    }
    let unchanged = """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to state. If no change to state is \
      expected, omit the trailing closure.
      """
    XCTAssertEqual(failures, [unchanged, unchanged])
  }

  func testAPredicateReceivesWhatItMatchesAndFailsOnWhatItDoesNot() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    var asked: [Relay.Action] = []
    await store.send(.tap)
    await store.receive { action in
      asked.append(action)
      return action == .reply(42)
    }
    XCTAssertEqual(asked, [.reply(42)])

    let failures = await collectIssues {
      await store.send(.tap)
      await store.receive { $0 == .tap }
    }
    XCTAssertEqual(failures, ["Received unexpected action: …\n\n  .reply(42)"])
  }

  /// `state` is the last asserted state: inside a closure it is the state before the step, and
  /// an action sent back is not in it until it is received.
  func testStateIsTheStateOfTheLastAssertedStep() async {
    enum Letter: Equatable, Sendable { case a, b, c, d }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Letter> { count, letter in
        count += 1
        return letter == .a ? .merge(.send(.b), .send(.c), .send(.d)) : .none
      }
    }
    await store.send(.a) {
      $0 = 1
      XCTAssertEqual(store.state, 0)
    }
    XCTAssertEqual(store.state, 1, "b, c and d have been reduced, but not received yet")
    for (letter, count) in [(Letter.b, 2), (.c, 3), (.d, 4)] {
      await store.receive(letter) {
        $0 = count
        XCTAssertEqual(store.state, count - 1)
      }
      XCTAssertEqual(store.state, count)
    }
  }

  func testASkippedEffectStillRunsAndWhatItSendsIsStillReceived() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Relay.Action> { state, action in
        switch action {
        case .tap:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.reply(42))
          }
        case let .reply(value):
          state = value
          return .none
        case .press, .rename:
          return .none
        }
      }
    }
    await store.send(.tap)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.reply(42)) { $0 = 42 }
  }

  func testAssertOnANonExhaustiveStoreChecksTheCurrentState() async {
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Relay.Action>() }
    store.exhaustivity = .off
    let failures = await collectIssues {
      store.assert { $0 = 0 }
      store.assert { $0 = 1 }
    }
    XCTAssertEqual(
      failures, ["A state change does not match expectation: …\n\n  (root): 1 → 0\n\n(Expected → Actual)"])
  }

  func testReceivingACaseWithTheWrongPayloadFailsWithBothActions() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    await store.send(.tap)
    await store.receive(\.reply, 42)
    let failures = await collectIssues {
      await store.send(.tap)
      await store.receive(\.reply, 43)
    }
    XCTAssertEqual(
      failures,
      ["Received unexpected action: …\n\n    − .reply(43)\n    + .reply(42)\n\n(Expected: −, Actual: +)"])
  }

  func testSendingByCaseKeyPath() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    await store.send(\.tap)
    await store.receive(\.reply, 42)
    await store.send(\.press) { $0 = 1 }
    await store.receive(\.reply, 1)
    await store.send(\.rename, "Dune")
    await store.receive(\.reply, 4)
  }

  func testTheDefaultTimeoutIsOneSecond() async {
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Relay.Action>() }
    XCTAssertEqual(store.timeout, 1_000_000_000)
  }

  func testStateIsComparedWithItsOwnEquality() async {
    let store = TestStore(initialState: Cached()) {
      Reduce<Cached, Bool> { state, recompute in
        if recompute { state.cache += 1 } else { state.value += 1 }
        return .none
      }
    }
    await store.send(true)
    await store.send(false) { $0.value = 1 }
  }

  /// A shared value changed by a delegate action belongs to the step that receives it, not to
  /// the send that led to it (TCA #3064, #3306).
  func testASharedChangeIsAssertedInTheStepThatMadeIt() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await store.send(.bumpThroughDelegate) { $0.note = "asked" }
    await store.receive(.delegate(.bumped)) { $0.$count.withLock { $0 = 1 } }
    XCTAssertEqual(store.state.count, 1)
  }

  /// An effect sends two actions; only the second changes the shared value: the first is
  /// received without it, the second with it (TCA #3306).
  func testASharedChangeByTheSecondOfTwoAnswersIsNotInTheFirst() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      Reduce<SharedTally.State, SharedTally.Action> { state, action in
        switch action {
        case .bumpInEffect:
          return .run { send in
            await send(.bumpThroughDelegate)
            await send(.bump)
          }
        case .bumpThroughDelegate:
          state.note = "first"
          return .none
        case .bump:
          state.$count.withLock { $0 += 1 }
          return .none
        case .delegate:
          return .none
        }
      }
    }
    await store.send(.bumpInEffect)
    await store.receive(.bumpThroughDelegate) { $0.note = "first" }
    await store.receive(.bump) { $0.$count.withLock { $0 = 1 } }
  }

  func testASharedChangeNobodyAssertedFails() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    let failures = await collectIssues {
      await store.send(.bump)
      await store.send(.bump) { $0.$count.withLock { $0 = 5 } }
    }
    XCTAssertEqual(
      failures,
      [
        "State was not expected to change, but a change occurred: …\n\n  count: Shared<Int>(value: 0) → Shared<Int>(value: 1)\n\n(Expected → Actual)",
        "A state change does not match expectation: …\n\n  count: Shared<Int>(value: 5) → Shared<Int>(value: 2)\n\n(Expected → Actual)",
      ])
  }

  func testASharedChangeAnEffectMadeFailsTheEndOfTheTestUnlessAsserted() async {
    let unasserted = await collectIssues {
      let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
        SharedTally()
      }
      await store.send(.bumpInEffect).finish()
    }
    XCTAssertEqual(unasserted.count, 1, "\(unasserted)")
    XCTAssertTrue(
      unasserted.first?.hasPrefix(
        "Test store completed before asserting against changes to shared state: …\n\n  count: Shared<Int>(value: 0) → Shared<Int>(value: 1)"
      )
        == true, "\(unasserted)")

    let asserted = await collectIssues {
      let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
        SharedTally()
      }
      await store.send(.bumpInEffect).finish()
      store.assert { $0.$count.withLock { $0 = 1 } }
    }
    XCTAssertEqual(asserted, [])
  }
}
