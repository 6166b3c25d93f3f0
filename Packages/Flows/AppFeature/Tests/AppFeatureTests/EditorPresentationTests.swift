import AppDomain
import AppFeature
import Book
import Core
import Editor
import ThirdPartyShimTesting
import XCTest

/// The editor through all three stages, the saved book reflected everywhere, and the veto.
@MainActor
final class EditorPresentationTests: XCTestCase {
  func testSaveStoresThenReflectsThenDismissesInTwoSteps() async {
    let library = MemoryLibrary(catalog: catalog)
    let store = makeStore(loadedState(path: [.shelf(10), .book(1)], book: dune), library: library)
    await store.send(.book(.tappedEdit)) {
      $0.editor = .presented(EditorFeature.State(book: dune))
    }
    await store.send(.editor(.presented(.editedTitle("Dune Messiah")))) {
      $0.editor.modify { $0.book.title = "Dune Messiah" }
    }
    await store.send(.editor(.presented(.tappedSave))) {
      $0.editor.modify { $0.isSaving = true }
    }
    let saved = Book(id: 1, title: "Dune Messiah", notes: "Spice")
    // Stage 2: the first dismissal step, with the book shown as saved on both screens.
    await store.receive(.editor(.presented(.saved(saved)))) {
      var editor = EditorFeature.State(book: dune)
      editor.book = saved
      $0.editor = .dismissing(last: editor)
      $0.book?.book = saved
      $0.library.catalog.update(saved)
    }
    let stored = await library.catalog.book(id: 1)
    XCTAssertEqual(stored, saved)
    // Stage 3: the sheet's onDismiss.
    await store.send(.editor(.dismiss)) { $0.editor = .dismissed }
    // A late tap from the vanished sheet is ignored.
    await store.send(.editor(.presented(.tappedCancel)))
  }

  func testCancelDismissesWithoutStoring() async {
    let library = MemoryLibrary(catalog: catalog)
    let store = makeStore(loadedState(path: [.book(1)], book: dune), library: library)
    await store.send(.book(.tappedEdit)) { $0.editor = .presented(EditorFeature.State(book: dune)) }
    await store.send(.editor(.presented(.editedNotes("x")))) {
      $0.editor.modify { $0.book.notes = "x" }
    }
    await store.send(.editor(.presented(.tappedCancel))) {
      var editor = EditorFeature.State(book: dune)
      editor.book.notes = "x"
      $0.editor = .dismissing(last: editor)
    }
    await store.send(.editor(.dismiss)) { $0.editor = .dismissed }
    let stored = await library.catalog
    XCTAssertEqual(stored, catalog)
  }

  func testASwipeDownAndItsOnDismissAreTheTwoDismissalSteps() async {
    let store = makeStore(loadedState(path: [.book(1)], book: dune), library: MemoryLibrary(catalog: catalog))
    await store.send(.book(.tappedEdit)) { $0.editor = .presented(EditorFeature.State(book: dune)) }
    // The presence binding's write: the content stays while the sheet slides away.
    await store.send(.editor(.dismiss)) { $0.editor = .dismissing(last: EditorFeature.State(book: dune)) }
    // onDismiss.
    await store.send(.editor(.dismiss)) { $0.editor = .dismissed }
  }

  func testATabSwitchIsVetoedWhileTheEditorHasUnsavedEdits() async {
    let store = makeStore(loadedState(path: [.book(1)], book: dune), library: MemoryLibrary(catalog: catalog))
    await store.send(.book(.tappedEdit)) { $0.editor = .presented(EditorFeature.State(book: dune)) }
    // No edits yet: switching is allowed.
    await store.send(.tab(.select(.settings))) { $0.tab = .settings }
    await store.send(.tab(.select(.library))) { $0.tab = .library }
    await store.send(.editor(.presented(.editedTitle("D")))) { $0.editor.modify { $0.book.title = "D" } }
    await store.send(.tab(.select(.settings))) {
      $0.notice = "Save or cancel your edits before switching tabs."
    }
    // A deep link is refused for the same reason.
    await store.send(.notice(.dismiss)) { $0.notice = nil }
    await store.send(.openedURL(URL(string: "bookshelf://book/2")!)) {
      $0.notice = "Save or cancel your edits before opening another book."
    }
    await store.send(.notice(.dismiss)) { $0.notice = nil }
    // Once cancelled (dismissing), the edits no longer block.
    await store.send(.editor(.presented(.tappedCancel))) {
      var editor = EditorFeature.State(book: dune)
      editor.book.title = "D"
      $0.editor = .dismissing(last: editor)
    }
    await store.send(.tab(.select(.settings))) { $0.tab = .settings }
  }

  func testPoppingTheBookTakesItsEditorWithIt() async {
    let store = makeStore(loadedState(path: [.book(1)], book: dune), library: MemoryLibrary(catalog: catalog))
    await store.send(.book(.tappedEdit)) { $0.editor = .presented(EditorFeature.State(book: dune)) }
    await store.send(.nav(.pop)) {
      $0.path = []
      $0.book = nil
      $0.editor = .dismissed
    }
  }
}
