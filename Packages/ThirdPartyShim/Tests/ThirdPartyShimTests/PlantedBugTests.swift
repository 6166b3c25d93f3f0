import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The bug that once hung `swift test` forever: an `ifLet` that does not cancel its child's
/// effects when the child's state becomes nil. `StoreTests.testIfLetCancelsChildEffectsWhenStateBecomesNil`
/// then awaited an effect sleeping on a `TestClock` nobody advances. Here the same test body
/// runs against a copy of `ifLet` with the bug planted, and must fail, within its bound, with a
/// message that says what it waited for. (`make planted-bug` plants it in the real `ifLet`, in
/// a copy of the package, and checks that the suite fails naming the test.)
@MainActor
final class PlantedBugTests: XCTestCase {
  func testAnIfLetThatForgetsToCancelFailsTheWaitInsteadOfHanging() async {
    let bound = Duration.milliseconds(300)
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      LeakyIfLetParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let started = ContinuousClock.now
    let failures = await collectIssues {
      store.send(.showChild)
      let task = store.send(.child(.factButtonTapped))
      await clock.advance(by: .milliseconds(10))
      store.send(.hideChild)
      await task.finish(timeout: bound)
    }
    let waited = ContinuousClock.now - started
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("StoreTask.finish(timeout:)") == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains("still running") == true, "\(failures)")
    XCTAssertLessThan(waited, TestTimeouts.scaled(bound) + .seconds(5), "failed within the bound")
    XCTAssertEqual(clock.sleeperCount, 1, "the child's request is still sleeping: the planted bug")
    await clock.run()
  }

  func testTheSameWaitPassesQuietlyWhenTheEffectsAreCancelled() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let failures = await collectIssues {
      store.send(.showChild)
      let task = store.send(.child(.factButtonTapped))
      await clock.advance(by: .milliseconds(10))
      store.send(.hideChild)
      await task.finish(timeout: .seconds(1))
    }
    XCTAssertEqual(failures, [])
  }

  func testATestStoreTaskThatNeverEndsNamesItsAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    let failures = await collectIssues {
      await store.send(.factButtonTapped).finish(timeout: .milliseconds(20))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("send(.factButtonTapped)") == true, "\(failures)")
    await store.send(.cancelFact)
  }
}

/// `Parent` with a copy of `ifLet` that runs the child's effects but never cancels them.
private struct LeakyIfLetParent: Reducer {
  typealias State = Parent.State
  typealias Action = Parent.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var childEffects = Effect<Action>.none
    if case let .child(childAction) = action, state.child != nil {
      childEffects = Counter().reduce(into: &state.child!, action: childAction).map(Action.child)
    }
    switch action {
    case .showChild: state.child = Counter.State()
    case .hideChild: state.child = nil
    default: break
    }
    return childEffects
  }
}
