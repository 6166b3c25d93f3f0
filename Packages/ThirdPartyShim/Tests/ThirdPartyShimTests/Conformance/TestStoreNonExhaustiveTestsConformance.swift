import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Skipping and non-exhaustive checking behave as TCA 1.25's, in the scenarios of TCA's
/// TestStoreNonExhaustiveTests.
@MainActor
final class TestStoreNonExhaustiveTestsConformance: XCTestCase {
  /// `true` adds one and sends `false` back, which adds one more.
  func addTwice() -> Reduce<Int, Bool> {
    Reduce { state, first in
      state += 1
      return first ? .send(false) : .none
    }
  }

  /// An effect that waits on a clock nobody advances, until the test lets it go.
  func waiting(on clock: TestClock<Duration>) -> Reduce<Int, Bool> {
    Reduce { _, _ in .run { _ in try await clock.sleep(for: .seconds(1)) } }
  }

  func testSkippingReceivedActionsAccountsForTheStateTheyLeft() async {
    for exhaustivity in [Exhaustivity.on, .off, .off(showSkippedAssertions: true)] {
      let store = TestStore(initialState: 0) { addTwice() }
      store.exhaustivity = exhaustivity
      await store.send(true) { $0 = 1 }
      XCTAssertEqual(store.state, 1)
      await store.skipReceivedActions(strict: false)
      XCTAssertEqual(store.state, 2, "\(exhaustivity)")
    }
  }

  func testSkippingSeveralReceivedActionsAccountsForTheLastOnesState() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Int> { state, step in
        state = step * 10
        return step < 3 ? .send(step + 1) : .none
      }
    }
    await store.send(1) { $0 = 10 }
    await store.skipReceivedActions()
    XCTAssertEqual(store.state, 30, "the state the last received action left")
  }

  func testANonExhaustiveSendDropsTheActionsReceivedBeforeIt() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    store.exhaustivity = .off
    await store.send(.press)
    await store.send(.press)
    await store.receive(\.reply)
    XCTAssertEqual(store.state, 2, "the reply to the second press, not the first")
  }

  func testSkippingNothingFailsWhenStrict() async {
    let store = TestStore(initialState: 0) { addTwice() }
    await store.send(true) { $0 = 1 }
    await store.receive(false) { $0 = 2 }
    let strict = await collectIssues { await store.skipReceivedActions() }
    XCTAssertEqual(strict, ["There were no received actions to skip."])
    let lenient = await collectIssues { await store.skipReceivedActions(strict: false) }
    XCTAssertEqual(lenient, [])
    store.exhaustivity = .off
    let nonExhaustive = await collectIssues { await store.skipReceivedActions() }
    XCTAssertEqual(
      nonExhaustive, ["There were no received actions to skip."], "strict is not about exhaustivity")
  }

  func testSkippingInFlightEffectsLetsTheTestEndWithThemRunning() async {
    for exhaustivity in [Exhaustivity.on, .off, .off(showSkippedAssertions: true)] {
      let failures = await collectIssues {
        let store = TestStore(initialState: 0) { waiting(on: TestClock()) }
        store.exhaustivity = exhaustivity
        await store.send(true)
        await store.skipInFlightEffects(strict: false)
      }
      XCTAssertEqual(failures, [], "\(exhaustivity)")
    }
  }

  func testSkippingNoEffectFailsWhenStrict() async {
    let store = TestStore(initialState: 0) { Reduce<Int, Bool> { _, _ in .run { _ in } } }
    await store.send(true).finish(timeout: .milliseconds(500))
    let failures = await collectIssues { await store.skipInFlightEffects() }
    XCTAssertEqual(failures, ["There were no in-flight effects to skip."])
  }

  func testANonExhaustiveStoreMayEndWithActionsAndEffectsLeft() async {
    for exhaustivity in [Exhaustivity.off, .off(showSkippedAssertions: true)] {
      let failures = await collectIssues {
        let clock = TestClock()
        let store = TestStore(initialState: 0) {
          Reduce<Int, Bool> { _, first in
            first ? .send(false) : .run { _ in try await clock.sleep(for: .seconds(1)) }
          }
        }
        store.exhaustivity = exhaustivity
        await store.send(true)
      }
      XCTAssertEqual(failures, [], "\(exhaustivity)")
    }
  }

  func testANonExhaustiveSendChecksOnlyWhatItMentions() async {
    let store = TestStore(initialState: TwoAnswers.State(count: 5, number: 1, text: "x")) {
      TwoAnswers()
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let failures = await collectIssues {
      await store.send(.appeared) { $0.count = 0 }
      await store.send(.appeared) { $0.count = 3 }
    }
    XCTAssertEqual(failures.count, 1, "a wrong mention still fails: \(failures)")
    XCTAssertTrue(failures.first?.hasPrefix("A state change does not match expectation: …") == true)
  }

  /// A non-exhaustive send drops the actions not received, and accounts for what they did.
  func testSendingDropsUnreceivedActionsAndTheirStateCounts() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Relay.Action> { state, action in
        switch action {
        case .tap:
          state += 1
          return .run { [state] send in await send(.reply(state + 42)) }
        case let .reply(number):
          state = number
          return .none
        case .press, .rename:
          return .none
        }
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    XCTAssertEqual(store.state, 1)
    await store.send(.tap)
    XCTAssertEqual(store.state, 44)
    await store.skipReceivedActions()
    XCTAssertEqual(store.state, 86)
  }

  func testANonExhaustiveReceiveChecksOnlyWhatItMentions() async {
    let store = TestStore(initialState: TwoAnswers.State()) { TwoAnswers() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.appeared)
    await store.receive(.number(42)) { $0.number = 42 }
    XCTAssertEqual(store.state, TwoAnswers.State(count: 1, number: 42, text: ""))
    await store.receive(.text("Hello")) { $0.text = "Hello" }
    XCTAssertEqual(store.state, TwoAnswers.State(count: 2, number: 42, text: "Hello"))
  }

  func testANonExhaustiveReceiveSkipsTheActionsBeforeTheOneItNames() async {
    let store = TestStore(initialState: TwoAnswers.State()) { TwoAnswers() }
    store.exhaustivity = .off
    await store.send(.appeared)
    await store.receive(.text("Hello")) {
      $0.count = 2
      $0.text = "Hello"
    }
    XCTAssertEqual(store.state, TwoAnswers.State(count: 2, number: 42, text: "Hello"))
  }

  func testReceivingByCaseWhateverTheExhaustivity() async {
    for exhaustivity in [Exhaustivity.on, .off, .off(showSkippedAssertions: true)] {
      let store = TestStore(initialState: TwoAnswers.State()) { TwoAnswers() }
      store.exhaustivity = exhaustivity
      await store.send(.appeared)
      await store.receive(\.number) {
        $0.number = 42
        if exhaustivity == .on { $0.count = 1 }
      }
      await store.receive(\.text) {
        $0.text = "Hello"
        if exhaustivity == .on { $0.count = 2 }
      }
    }
  }

  /// Off, `receive(\.case, value)` waits for that case even while other actions have come:
  /// an action of another case is not the one it waits for.
  func testANonExhaustiveReceiveOfACaseAndValueWaitsPastOtherActions() async {
    let clock = TestClock<Duration>()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Relay.Action> { _, action in
        guard case .tap = action else { return .none }
        return .merge(
          .send(.press),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.reply(42))
          })
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    let advance = Task {
      try? await Task.sleep(for: .milliseconds(50))
      await clock.advance(by: .seconds(1))
    }
    let failures = await collectIssues { await store.receive(\.reply, 42) }
    await advance.value
    XCTAssertEqual(failures, [], "the reply came after the press, and was waited for")
  }

  func testReceivingAPayloadThatCannotBeComparedByItsCaseOrAPredicate() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, OpaqueAction> { _, action in
        if case .tap = action { return .send(.response(Opaque())) }
        return .none
      }
    }
    await store.send(.tap)
    await store.receive(\.response)
    await store.send(.tap)
    await store.receive { if case .response = $0 { true } else { false } }
  }

  func testReceivingACaseThatDidNotComeFails() async {
    let store = TestStore(initialState: TwoAnswers.State()) { TwoAnswers() }
    store.exhaustivity = .off
    await store.send(.appeared)
    let failures = await collectIssues {
      await store.receive(\.appeared)
      await store.receive(\.number)
      await store.receive(\.text)
      await store.receive(\.text)
    }
    let missing = "Expected to receive an action matching case path, but didn't get one."
    XCTAssertEqual(failures, [missing, missing])
  }

  func testANonExhaustiveReceiveWaitsForTheActionItNames() async {
    enum Step: Equatable, Sendable { case tap, first, second }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Step> { _, step in
        guard step == .tap else { return .none }
        return .run { send in
          try await Task.sleep(for: .milliseconds(10))
          await send(.first)
          try await Task.sleep(for: .milliseconds(10))
          await send(.second)
        }
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    await store.receive(.second, timeout: .seconds(1))
  }

  func testANonExhaustiveClosureThatChangesNothingDoesNotFail() async {
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let failures = await collectIssues {
      await store.send(()) { $0 = 0 }
      store.assert { $0 = 0 }
    }
    XCTAssertEqual(failures, [])
  }

  func testOnlyTheLastOfManySendsNeedsAnAssertion() async {
    let store = TestStore(initialState: TwoAnswers.State()) { TwoAnswers() }
    store.exhaustivity = .off
    await store.send(.number(1))
    await store.send(.number(2))
    await store.send(.text("end")) {
      $0.number = 2
      $0.text = "end"
    }
  }

  func testWithExhaustivityRelaxesOnlyItsOperation() async {
    let store = TestStore(initialState: 0) { addTwice() }
    let failures = await collectIssues {
      await store.withExhaustivity(.off) { await store.send(true) }
      XCTAssertEqual(store.exhaustivity, .on)
      await store.skipReceivedActions(strict: false)
      await store.send(false)
    }
    XCTAssertEqual(failures.count, 1, "the unasserted change outside fails: \(failures)")
  }
}
