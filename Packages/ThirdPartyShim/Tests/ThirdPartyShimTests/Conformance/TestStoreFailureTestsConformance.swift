import Testing
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The test store fails as TCA 1.25's does, with its messages, in the scenarios of TCA's
/// TestStoreFailureTests.
@MainActor
final class TestStoreFailureTestsConformance: XCTestCase {
  enum Step: Equatable, Sendable { case first, second }

  /// `.first` sends `.second` back at once; `.second` adds `bySecond`.
  func firstThenSecond(bySecond: Int = 0) -> Reduce<Int, Step> {
    Reduce { state, step in
      switch step {
      case .first: return .send(.second)
      case .second:
        state += bySecond
        return .none
      }
    }
  }

  func testAClosureThatChangesNothingFailsOnSendAndOnReceive() async {
    let store = TestStore(initialState: 0) { firstThenSecond() }
    let failures = await collectIssues {
      await store.send(.first) { _ = $0 }
      await store.receive(.second) { _ = $0 }
    }
    let unchanged = """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to state. If no change to state is \
      expected, omit the trailing closure.
      """
    XCTAssertEqual(failures, [unchanged, unchanged])
  }

  func testAWrongChangeFails() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1; return .none
      }
    }
    let failures = await collectIssues { await store.send(()) { $0 = 0 } }
    XCTAssertEqual(
      failures, ["A state change does not match expectation: …\n\n  (root): 0 → 1\n\n(Expected → Actual)"])
  }

  func testAnUnassertedChangeOnSendFails() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1; return .none
      }
    }
    let failures = await collectIssues { await store.send(()) }
    XCTAssertEqual(
      failures,
      ["State was not expected to change, but a change occurred: …\n\n  (root): 0 → 1\n\n(Expected → Actual)"]
    )
  }

  func testAnUnassertedChangeOnReceiveFails() async {
    let store = TestStore(initialState: 0) { firstThenSecond(bySecond: 1) }
    await store.send(.first)
    let failures = await collectIssues { await store.receive(.second) }
    XCTAssertEqual(
      failures,
      ["State was not expected to change, but a change occurred: …\n\n  (root): 0 → 1\n\n(Expected → Actual)"]
    )
  }

  func testAnActionNeverReceivedFailsTheEndOfTheTest() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: 0) { firstThenSecond() }
      await store.send(.first)
    }
    XCTAssertEqual(
      failures,
      [
        """
        The store received 1 unexpected action by the end of this test: …

          Unhandled actions:
            • .second
        """
      ])
  }

  func testAnEffectStillRunningFailsTheEndOfTheTestAtItsSend() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in .run { _ in try await TestClock().sleep(for: .seconds(1)) } }
      }
      await store.send(())
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.hasPrefix(
        "An effect returned for this action is still running. It must complete before the end of the test. …"
      ) == true, "\(failures)")
  }

  /// Sending with actions unreceived fails, and those actions can still be received afterwards.
  func testSendingBeforeReceivingFailsAndTheActionsStayReceivable() async {
    let store = TestStore(initialState: 0) { firstThenSecond() }
    await store.send(.first)
    let failures = await collectIssues {
      await store.send(.first)
      await store.receive(.second)
      await store.receive(.second)
    }
    XCTAssertEqual(
      failures,
      ["Must handle 1 received action before sending an action: …\n\nUnhandled actions: [\n  [0]: .second\n]"]
    )
  }

  func testReceivingWhatNeverCameFailsAtOnceWithNoEffectRunning() async {
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Step>() }
    let failures = await collectIssues { await store.receive(.first) }
    XCTAssertEqual(failures, ["Expected to receive the following action, but didn't: …\n\n  .first"])
  }

  func testReceivingAnotherActionFailsWithBoth() async {
    let store = TestStore(initialState: 0) { firstThenSecond(bySecond: 1) }
    await store.send(.first)
    let failures = await collectIssues { await store.receive(.first) }
    XCTAssertEqual(
      failures, ["Received unexpected action: …\n\n    − .first\n    + .second\n\n(Expected: −, Received: +)"]
    )
    XCTAssertEqual(store.state, 1, "the action received instead is accounted for")
  }

  func testReceivingACaseAndValueWhenAnotherCaseCameFailsNamingTheActionThatCame() async {
    let store = TestStore(initialState: 0) { Relay.reducer }
    await store.send(.tap)
    let failures = await collectIssues { await store.receive(\.rename, "Dune") }
    XCTAssertEqual(
      failures, ["Received unexpected action: …\n\n  .reply(42)"], "no payload diff across cases")
  }

  func testAClosureThatThrowsFails() async {
    struct SomeError: Error {}
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    let failures = await collectIssues { await store.send(()) { _ in throw SomeError() } }
    XCTAssertEqual(failures, ["Threw error: SomeError()"])
  }

  func testAssigningTheSameValueIsNoChange() async {
    let store = TestStore(initialState: 0) { firstThenSecond() }
    await store.send(.first)
    await store.receive(.second)
    let failures = await collectIssues {
      await store.send(.first) { $0 = 0 }
      await store.receive(.second) { $0 = 0 }
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(failures.allSatisfy { $0.hasPrefix("Expected state to change, but no change occurred.") })
  }

  func testFinishFailsWhenEffectsOutliveItsTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { _, _ in .run { _ in try await clock.sleep(for: .seconds(1)) } }
    }
    await store.send(())
    let failures = await collectIssues { await store.finish(timeout: .milliseconds(30)) }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.hasPrefix(
        "Expected effects to finish, but there are still effects in-flight after 0.03")
        == true, "\(failures)")
    await clock.run()
    await store.finish()
  }

  func testFinishFailsOnActionsLeftUnreceived() async {
    let store = TestStore(initialState: 0) { firstThenSecond() }
    await store.send(.first)
    let failures = await collectIssues { await store.finish() }
    XCTAssertEqual(failures.first?.hasPrefix("The store received 1 unexpected action"), true)
    await store.receive(.second)
  }
}

/// A test store's failures are recorded under Swift Testing, where no XCTest runs (TCA #3241):
/// each test here expects the issue; one that was not recorded fails the test.
@MainActor
@Suite struct TestStoreFailuresUnderSwiftTesting {
  @Test func aWrongAssertionIsRecorded() async {
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { state, _ in
          state += 1; return .none
        }
      }
      await store.send(()) { $0 = 2 }
    }
  }

  @Test func theEndOfTestReportIsRecorded() async {
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { _, first in first ? .send(false) : .none }
      }
      await store.send(true)
    }
  }
}

/// The same from a test that is not on the main actor: the store is used and let go off it.
@Suite struct TestStoreFailuresOffTheMainActor {
  @Test func aWrongAssertionIsRecorded() async {
    await withKnownIssue {
      let store = await TestStore(initialState: 0) {
        Reduce<Int, Void> { state, _ in
          state += 1
          return .none
        }
      }
      await store.send(()) { $0 = 2 }
    }
  }

  @Test func theEndOfTestReportIsRecorded() async {
    await withKnownIssue {
      let store = await TestStore(initialState: 0) {
        Reduce<Int, Bool> { _, first in first ? .send(false) : .none }
      }
      await store.send(true)
    }
  }
}
