import Core
import ThirdPartyShim
import XCTest

/// Presence, item and transpose: what sheets and alerts bind to, for `Bool`, optional and
/// `Presentation` slots.
@MainActor
final class BindingsPresenceTests: XCTestCase {
  private func makeStore() -> (StoreOf<BookshelfApp>, () -> Int) {
    // Every action the root reduces passes a reducer after the feature's: what it counts.
    let counter = Counter()
    let store = Store(initialState: BookshelfApp.State()) {
      BookshelfApp()
      Reduce { _, _ in
        counter.count += 1
        return .none
      }
    }
    return (store, { counter.count })
  }

  func testBoolPresenceSendsDismissOnceOnTheFalseEdge() async {
    let (store, reduced) = makeStore()
    let isPresented = store.presence(\.confirmingDelete, dismiss: .deleteConfirmation(.dismiss))
    XCTAssertFalse(isPresented.wrappedValue)
    store.send(.deleteConfirmation(.present))
    XCTAssertTrue(isPresented.wrappedValue)
    let before = reduced()
    isPresented.wrappedValue = false
    isPresented.wrappedValue = false
    isPresented.wrappedValue = true
    XCTAssertFalse(store.state.confirmingDelete)
    XCTAssertEqual(reduced() - before, 1, "one dismiss; repeated and presenting writes are ignored")
  }

  func testOptionalPresenceAndItem() async {
    let (store, reduced) = makeStore()
    let isPresented = store.presence(\.alert, dismiss: .alert(.dismiss))
    let item = store.item(\.alert, dismiss: .alert(.dismiss))
    XCTAssertNil(item.wrappedValue)
    store.send(.alert(.present("Saved")))
    XCTAssertTrue(isPresented.wrappedValue)
    XCTAssertEqual(item.wrappedValue, "Saved")
    let before = reduced()
    item.wrappedValue = nil
    item.wrappedValue = nil
    XCTAssertNil(store.state.alert)
    XCTAssertFalse(isPresented.wrappedValue)
    XCTAssertEqual(reduced() - before, 1)
  }

  func testPresentationPresenceIsFalseWhileDismissing() async {
    let (store, _) = makeStore()
    let isPresented = store.presence(\.editor, dismiss: .editor(.dismiss))
    let item = store.item(\.editor, dismiss: .editor(.dismiss))
    store.send(.tappedEdit("Dune"))
    XCTAssertTrue(isPresented.wrappedValue)
    XCTAssertEqual(item.wrappedValue?.title, "Dune")
    store.send(.editor(.presented(.tappedSave)))
    XCTAssertEqual(store.state.editor, .dismissing(last: EditorFeature.State(title: "Dune")))
    XCTAssertFalse(isPresented.wrappedValue, "the sheet starts animating out")
    XCTAssertNil(item.wrappedValue)
    isPresented.wrappedValue = false
    XCTAssertEqual(
      store.state.editor, .dismissing(last: EditorFeature.State(title: "Dune")),
      "no second dismiss while leaving")
  }

  func testPresentationSwipeSendsDismiss() async {
    let (store, _) = makeStore()
    let isPresented = store.presence(\.editor, dismiss: .editor(.dismiss))
    store.send(.tappedEdit("Dune"))
    isPresented.wrappedValue = false
    XCTAssertEqual(
      store.state.editor, .dismissing(last: EditorFeature.State(title: "Dune")),
      "a swipe starts the dismissal; the content stays while the sheet slides away")
    store.send(.editor(.dismiss))
    XCTAssertEqual(store.state.editor, .dismissed, "onDismiss completes it")
  }

  func testTransposeOfAPresentationLivesThroughDismissing() async {
    let (store, _) = makeStore()
    XCTAssertNil(store.scope(state: \.editor, action: \.editor))
    store.send(.tappedEdit("Dune"))
    guard let editor = store.scope(state: \.editor, action: \.editor) else {
      return XCTFail("a presented editor has a store")
    }
    editor.send(.editedTitle("Dune Messiah"))
    XCTAssertEqual(store.state.editor.wrapped?.title, "Dune Messiah", "sent as .presented")
    editor.send(.tappedSave)
    XCTAssertNotNil(store.scope(state: \.editor, action: \.editor), "still there while dismissing")
    let slot = store.scope(state: { $0.editor }, action: { $0 })
    XCTAssertEqual(slot.transpose()?.state.title, "Dune Messiah")
    XCTAssertEqual(editor.state.title, "Dune Messiah", "a frame reads the live child")
    store.send(.editor(.dismiss))
    XCTAssertNil(slot.transpose(), "nothing to render once dismissed")
    XCTAssertEqual(editor.state.title, "Dune Messiah", "a held store answers the last value it read")
  }

  func testTransposeOfAnOptional() async {
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    let slot = store.scope(state: { $0.checkout }, action: { ShopFlow.Action.checkout($0) })
    XCTAssertNil(slot.transpose())
    store.send(.buyTapped("grinder"))
    let checkout = slot.transpose()
    XCTAssertEqual(checkout?.state.productID, "grinder")
    checkout?.send(.continueTapped)
    XCTAssertNotNil(store.state.checkout?.payment)
  }
}

@MainActor
private final class Counter {
  var count = 0
}
