import ThirdPartyShim
import XCTest

/// A `@Presents` child scoped as TCA spells it: the optional state (`\.sheet`, not the slot
/// `\.$sheet`) with the case key path chained to `.presented`. The child store reads the
/// child, wraps what it sends in `.presented`, and does not exist while nothing is presented.
@MainActor
final class PresentedScopeTests: XCTestCase {
  func testNothingPresentedGivesNoChildStore() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    XCTAssertNil(store.scope(state: \.sheet, action: \.sheet.presented))
  }

  func testThePresentedChildStoreReadsTheChildAndSendsPresentedActions() async throws {
    var sent: [Parent.Action] = []
    let store = Store(initialState: Parent.State()) {
      Reduce<Parent.State, Parent.Action> { _, action in
        sent.append(action)
        return .none
      }
      Parent()
    }
    store.send(.showSheet)
    let child = try XCTUnwrap(store.scope(state: \.sheet, action: \.sheet.presented))
    XCTAssertEqual(child.count, 0)
    child.send(.increment)
    XCTAssertEqual(sent.last, .sheet(.presented(.increment)))
    XCTAssertEqual(child.count, 1, "the child store reads the presented child's new state")
    XCTAssertEqual(store.state.sheet?.count, 1)
  }

  func testTheChildStoreIsGoneOnceTheChildIsDismissed() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.showSheet)
    XCTAssertNotNil(store.scope(state: \.sheet, action: \.sheet.presented))
    store.send(.sheet(.dismiss))
    XCTAssertNil(store.scope(state: \.sheet, action: \.sheet.presented))
  }
}
