import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@MainActor
final class TestStoreTests: XCTestCase {
  func testExhaustiveSendAndReceive() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.factResponse("1 is a number")) { $0.fact = "1 is a number" }
  }

  func testReceiveByCaseKeyPath() async {
    let store = TestStore(initialState: Counter.State(count: 9)) { Counter() }
    await store.send(.increment) { $0.count = 10 }
    await store.receive(\.delegate, .reachedTen)
  }

  func testFailsOnWrongStateWithAFieldDiff() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          count: 2 → 1

        (Expected → Actual)
        """
      ])
  }

  func testFailsOnUnassertedStateChange() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment)
    }
    XCTAssertEqual(failures.count, 1)
  }

  func testFailsOnUnreceivedActionsAtTheEnd() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State(count: 9)) { Counter() }
      await store.send(.increment) { $0.count = 10 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures[0].contains("reachedTen"), failures[0])
  }

  func testFailsOnEffectStillRunningAtTheEnd() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.factButtonTapped)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures[0].contains("still running"), failures[0])
  }

  func testFailsOnReceivingTheWrongAction() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State(count: 9)) { Counter() }
      await store.send(.increment) { $0.count = 10 }
      await store.receive(.factResponse("nope"), timeout: .milliseconds(50))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures[0].hasPrefix("Received unexpected action: …"), failures[0])
  }

  func testFailsWhenNothingIsReceived() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.receive(.increment, timeout: .milliseconds(20))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].hasPrefix("Expected to receive the following action, but didn't: …"), failures[0])
  }

  func testRuntimeWarningFailsTheTest() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      await store.send(.child(.increment))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].contains(#"received a child action when child state was "nil""#), failures[0])
  }

  func testUnimplementedClockFailsTheTest() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.factButtonTapped)
      await store.finish()
    }
    XCTAssertTrue(failures.contains { $0.contains("Unimplemented") }, "\(failures)")
  }

  func testNonExhaustiveChecksOnlyWhatIsAsserted() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State(count: 9)) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment)
      await store.skipReceivedActions()
      XCTAssertEqual(store.state.count, 10)
      await store.send(.increment) { $0.count = 11 }
    }
    XCTAssertEqual(failures, [])
  }

  func testPresentationDismissCancelsChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showSheet) { $0.sheet = Counter.State() }
    await store.send(.sheet(.presented(.factButtonTapped)))
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await clock.run()
    await store.finish()
  }

  func testAlertFlow() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
        ButtonState(role: .cancel) { TextState("No") }
      }
    }
    await store.send(.alert(.presented(.confirm))) { $0.alert = nil }
  }

  func testWithExhaustivityRelaxesOnlyInsideAndRestores() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.withExhaustivity(.off) {
        await store.send(.increment)
      }
      XCTAssertEqual(store.exhaustivity, .on)
      await store.send(.increment)
    }
    XCTAssertEqual(failures.count, 1, "the unasserted change outside fails: \(failures)")
    XCTAssertTrue(failures.first?.contains("count") == true, "\(failures)")
  }
}
