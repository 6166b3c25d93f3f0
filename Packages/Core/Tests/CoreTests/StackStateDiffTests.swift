import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// A `RouteStackState` in a failed assertion: each screen named by its `RouteStackElementID`
/// (`pages[id: #1]`), so a change is one changed screen, a push one inserted screen, and a
/// removal from the middle one removed screen, not every screen above it changed; a stack the
/// test writes by hand (fresh ids) is paired with the store's by value.
@MainActor
final class StackStateDiffTests: XCTestCase {
  func makeStore(_ path: [ReaderRoute]) -> TestStore<Reader.State, Reader.Action> {
    TestStore(initialState: Reader().launched(Reader.State(path: path))) { Reader() }
  }

  func testAChangedScreenIsNamedByItsIdAndOnlyItsFieldsShow() async {
    let store = makeStore([.page(1), .page(2)])
    let failures = await collectIssues {
      await store.send(.page(.flag)) { $0.pages[1].ticks = 5 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          pages[id: #1].ticks: 5 → 0
          pages[id: #1].flagged: false → true

        (Expected → Actual)
        """
      ])
  }

  func testAScreenRemovedFromTheMiddleIsOneRemovedScreen() async {
    let store = makeStore([.page(1), .page(2), .page(3)])
    let failures = await collectIssues {
      await store.send(.remove(2)) { $0.path = [.page(1), .page(3)] }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          pages[id: #1]: {id: 2, ticks: 0, flagged: false} → removed

        (Expected → Actual)
        """
      ], "positions would have read as pages[1].id: 2 → 3 and pages[2] removed")
  }

  func testAPushedScreenIsOneInsertedScreenWithItsNewId() async {
    let store = makeStore([.page(1)])
    await store.send(.nav(.pop)) {
      $0.path = []
      $0.pages = []
    }
    let failures = await collectIssues {
      await store.send(.nav(.push(.page(2)))) { $0.path = [.page(2)] }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          pages[id: #1]: (absent) → inserted {id: 2, ticks: 0, flagged: false}

        (Expected → Actual)
        """
      ], "ids are never reused: the popped screen was #0")
  }

  func testAStackWrittenByHandIsPairedWithTheStoresByValue() async {
    let store = makeStore([.page(1), .page(2)])
    await store.send(.nav(.pop)) {
      $0.path = [.page(1)]
      $0.pages.removeLast()
    }
    await store.send(.pushPrepared(3)) {
      $0.path = [.page(1), .page(3)]
      // Written by hand: ids #0 and #1, where the store holds #0 and #2.
      $0.pages = [PageScreen.State(id: 1), PageScreen.State(id: 3, flagged: true)]
    }
    XCTAssertEqual(store.state.pages.ids, [0, 2])
    let failures = await collectIssues {
      await store.send(.pages(.element(id: 2, action: .tick))) {
        $0.pages = [PageScreen.State(id: 1), PageScreen.State(id: 3, ticks: 2, flagged: true)]
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          pages[id: #2].ticks: 2 → 1

        (Expected → Actual)
        """
      ])
  }
}
