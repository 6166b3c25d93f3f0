import Core
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The Bookshelf document's four shapes, every assertion exhaustive.
@MainActor
final class ShapesTests: XCTestCase {
  func testSelectionSelectsAndIsVetoedWhileEditing() async {
    let store = TestStore(initialState: BookshelfApp.State()) { BookshelfApp() }
    await store.send(.tab(.select(.settings))) { $0.tab = .settings }
    await store.send(.tappedEdit("Dune")) {
      $0.editor = .presented(EditorFeature.State(title: "Dune"))
    }
    await store.send(.tab(.select(.library)))  // vetoed: unchanged
  }

  func testStackPushPopPopToRootSetPath() async {
    let store = TestStore(initialState: BookshelfApp.State()) { BookshelfApp() }
    await store.send(.nav(.push(.shelf(1)))) { $0.path = [.shelf(1)] }
    await store.send(.nav(.push(.book(7)))) { $0.path = [.shelf(1), .book(7)] }
    await store.send(.nav(.push(.book(7))))  // vetoed: same route twice
    await store.send(.nav(.pop)) { $0.path = [.shelf(1)] }
    await store.send(.nav(.setPath([.shelf(2), .book(3)]))) { $0.path = [.shelf(2), .book(3)] }
    await store.send(.nav(.popToRoot)) { $0.path = [] }
    await store.send(.nav(.pop))  // empty: no-op
  }

  func testDeepLinkIsJustState() async {
    let store = TestStore(initialState: BookshelfApp.State(tab: .settings)) { BookshelfApp() }
    await store.send(.openedBook(42)) {
      $0.tab = .library
      $0.path = [.book(42)]
    }
  }

  func testPresentationValueAndIdempotentDismiss() async {
    let presented = Presentation<Int>.presented(1)
    XCTAssertEqual(presented.wrapped, 1)
    XCTAssertTrue(presented.isPresented)
    let dismissing = presented.dismiss()
    XCTAssertEqual(dismissing, .dismissing(last: 1))
    XCTAssertEqual(dismissing.wrapped, 1)
    XCTAssertFalse(dismissing.isPresented)
    XCTAssertEqual(dismissing.dismiss(), dismissing)
    XCTAssertEqual(Presentation<Int>.dismissed.dismiss(), .dismissed)
    XCTAssertNil(Presentation<Int>.dismissed.wrapped)
  }

  func testPresentationRunsChildThroughDismissingThenCancelsAtDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: BookshelfApp.State()) {
      BookshelfApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tappedEdit("Dune")) {
      $0.editor = .presented(EditorFeature.State(title: "Dune"))
    }
    await store.send(.editor(.presented(.startAutosave)))
    await store.send(.editor(.presented(.tappedSave))) {
      $0.editor = .dismissing(last: EditorFeature.State(title: "Dune"))
    }
    // Still running while it animates out: its last update lands.
    await store.send(.editor(.presented(.editedTitle("Dune II")))) {
      $0.editor = .dismissing(last: EditorFeature.State(title: "Dune II"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.editor(.presented(.autosaved))) {
      $0.editor = .dismissing(last: EditorFeature.State(title: "Dune II", autosaves: 1))
    }
    // The view's onDismiss: the second stage. Effects are cancelled.
    await store.send(.editor(.dismiss)) { $0.editor = .dismissed }
    await clock.advance(by: .seconds(5))
    // Late child actions are ignored, without a warning.
    await store.send(.editor(.presented(.editedTitle("late"))))
    await store.send(.editor(.dismiss))
    await store.finish()
  }

  func testSwipingAPresentedSheetAwayGoesThroughBothStages() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: BookshelfApp.State(editor: .presented(EditorFeature.State(title: "Dune")))
    ) {
      BookshelfApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.editor(.presented(.startAutosave)))
    // The swipe writes the presence binding: the content stays while the sheet slides away.
    await store.send(.editor(.dismiss)) {
      $0.editor = .dismissing(last: EditorFeature.State(title: "Dune"))
    }
    // `onDismiss`: gone, and the autosave effect with it.
    await store.send(.editor(.dismiss)) { $0.editor = .dismissed }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  func testOptionalBoolAndItemSlots() async {
    let store = TestStore(initialState: BookshelfApp.State()) { BookshelfApp() }
    await store.send(.deleteConfirmation(.present)) { $0.confirmingDelete = true }
    await store.send(.deleteConfirmation(.dismiss)) { $0.confirmingDelete = false }
    await store.send(.deleteConfirmation(.dismiss))
    await store.send(.alert(.present("Deleted"))) { $0.alert = "Deleted" }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.alert(.dismiss))
  }

  func testShapeActionsAreCasePathable() async {
    let action = BookshelfApp.Action.nav(.push(.book(1)))
    XCTAssertEqual(action[case: \.nav]?[case: \.push], .book(1))
    XCTAssertTrue(SelectionNavigation<Tab>.select(.library).is(\.select))
    XCTAssertTrue(StackNavigation<AppRoute>.popToRoot.is(\.popToRoot))
    XCTAssertTrue(ItemNavigation<Int>.dismiss.is(\.dismiss))
    XCTAssertTrue(PresenceNavigation.present.is(\.present))
  }
}
