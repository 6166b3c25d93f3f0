import AppDomain
import AppFeature
import Book
import Core
import Editor
import Foundation
import Library
import ThirdPartyShimTesting
import XCTest

/// A library whose books relate: Dune → Anathem, Solaris; Anathem → Dune; Solaris → Dune.
let relatedDune = Book(id: 1, title: "Dune", notes: "Spice", relatedIDs: [2, 3])
let relatedAnathem = Book(id: 2, title: "Anathem", relatedIDs: [1])
let relatedSolaris = Book(id: 3, title: "Solaris", relatedIDs: [1])
let relatedCatalog = Catalog(
  shelves: [Shelf(id: 10, name: "Sci-fi", bookIDs: [1, 2, 3])],
  books: [relatedDune, relatedAnathem, relatedSolaris])

/// A book screen's state as the app makes it: the book and its related books.
func screen(_ book: Book) -> BookFeature.State {
  BookFeature.State(book: book, related: relatedCatalog.relatedBooks(of: book.id))
}

/// Book → related Book → Book: every book screen on the stack has its own state.
@MainActor
final class RelatedBooksTests: XCTestCase {
  func relatedState(path: [AppRoute] = [], books: [Book] = []) -> AppFeature.State {
    var state = AppFeature.State()
    state.library.catalog = relatedCatalog
    state.library.isLoaded = true
    state.path = path
    state.books = RouteStackState(books.map(screen))
    return state
  }

  func testRelatedTapsPushBookScreensAndBackReturnsToTheSecondAsItWas() async {
    let store = makeStore(relatedState(), library: MemoryLibrary(catalog: relatedCatalog))
    await store.send(.library(.tappedBook(1))) {
      $0.path = [.book(1)]
      $0.books = [screen(relatedDune)]
    }
    XCTAssertEqual(store.state.book?.related.map(\.title), ["Anathem", "Solaris"])
    await store.send(.book(.tappedRelated(2))) {
      $0.path = [.book(1), .book(2)]
      $0.books.append(screen(relatedAnathem))
    }
    // The second screen's own state: its delete question, left open under the third.
    await store.send(.book(.tappedDelete)) { $0.books[1].confirmingDelete = true }
    await store.send(.book(.tappedRelated(1))) {
      $0.path = [.book(1), .book(2), .book(1)]
      $0.books.append(screen(relatedDune))
    }
    XCTAssertEqual(store.state.book?.confirmingDelete, false, "the third is a new screen")
    // A back swipe, as the stack's binding writes it.
    await store.send(.nav(.setPath([.book(1), .book(2)]))) {
      $0.path = [.book(1), .book(2)]
      $0.books.removeLast()
    }
    XCTAssertEqual(
      store.state.book,
      BookFeature.State(book: relatedAnathem, confirmingDelete: true, related: [relatedDune]))
    await store.send(.book(.cancelDelete)) { $0.books[1].confirmingDelete = false }
    await store.send(.nav(.pop)) {
      $0.path = [.book(1)]
      $0.books = [screen(relatedDune)]
    }
  }

  func testTheEditorEditsTheTopBookAndEveryScreenShowsTheEdit() async {
    let library = MemoryLibrary(catalog: relatedCatalog)
    let store = makeStore(
      relatedState(
        path: [.book(1), .book(2), .book(1), .book(3)],
        books: [relatedDune, relatedAnathem, relatedDune, relatedSolaris]),
      library: library)
    await store.send(.book(.tappedEdit)) {
      $0.editor = .presented(EditorFeature.State(book: relatedSolaris))
    }
    await store.send(.editor(.presented(.editedTitle("Solaris II")))) {
      $0.editor.modify { $0.book.title = "Solaris II" }
    }
    await store.send(.editor(.presented(.tappedSave))) { $0.editor.modify { $0.isSaving = true } }
    var saved = relatedSolaris
    saved.title = "Solaris II"
    await store.receive(.editor(.presented(.saved(saved)))) {
      var editor = EditorFeature.State(book: relatedSolaris)
      editor.book = saved
      $0.editor = .dismissing(last: editor)
      $0.library.catalog.update(saved)
      $0.books[3].book = saved
      // Dune's two screens list Solaris as related: both show the new title.
      $0.books[0].related[1] = saved
      $0.books[2].related[1] = saved
    }
    await store.send(.editor(.dismiss)) { $0.editor = .dismissed }
    let stored = await library.catalog.book(id: 3)
    XCTAssertEqual(stored, saved)
    // The sheet belongs to the top screen: popping it takes an open editor with it.
    await store.send(.book(.tappedEdit)) { $0.editor = .presented(EditorFeature.State(book: saved)) }
    await store.send(.nav(.pop)) {
      $0.path.removeLast()
      $0.books.removeLast()
      $0.editor = .dismissed
    }
  }

  func testDeleteRemovesTheTopBooksScreensAndKeepsTheOthersStates() async {
    let library = MemoryLibrary(catalog: relatedCatalog)
    var state = relatedState(
      path: [.shelf(10), .book(2), .book(1), .book(3)],
      books: [relatedAnathem, relatedDune, relatedSolaris])
    state.books[1].confirmingDelete = true  // an instance state of the covered Dune screen
    let store = makeStore(state, library: library)
    await store.send(.book(.tappedDelete)) { $0.books[2].confirmingDelete = true }
    await store.send(.book(.confirmDelete)) {
      $0.library.catalog.remove(bookID: 3)
      $0.path = [.shelf(10), .book(2), .book(1)]
      $0.books.removeLast()
      $0.books[1].related = [relatedAnathem]
    }
    await store.finish()
    let stored = await library.catalog
    XCTAssertNil(stored.book(id: 3))
    XCTAssertEqual(stored.book(id: 1)?.relatedIDs, [2])
    XCTAssertEqual(store.state.book?.confirmingDelete, true, "the Dune screen's own question")
  }

  func testOneBookTwiceInARowKeepsEachScreensOwnState() async {
    // [Dune, Dune] (a restored or deep-linked stack): each screen is matched to its own state,
    // in order, when the stack changes above them; the top one's question survives a push.
    var state = relatedState(path: [.book(1), .book(1)], books: [relatedDune, relatedDune])
    state.books[1].confirmingDelete = true
    let store = makeStore(state, library: MemoryLibrary(catalog: relatedCatalog))
    await store.send(.nav(.push(.shelf(10)))) { $0.path.append(.shelf(10)) }
    XCTAssertEqual(store.state.books.map(\.confirmingDelete), [false, true])
    await store.send(.nav(.pop)) { $0.path.removeLast() }
    XCTAssertEqual(store.state.book?.confirmingDelete, true, "the top Dune screen's own question")
  }

  func testClearingTheTopBookRemovesOnlyTheTopScreensState() {
    var state = relatedState(books: [relatedDune, relatedAnathem, relatedSolaris])
    state.book = nil
    XCTAssertEqual(state.books.map(\.book.id), [1, 2])
    state.books = []
    state.book = nil
    XCTAssertEqual(state.books, [])
  }

  func testADeepLinkReplacesAStackOfSeveralBooks() async {
    var state = relatedState(
      path: [.shelf(10), .book(1), .book(2), .book(1)],
      books: [relatedDune, relatedAnathem, relatedDune])
    state.books[1].confirmingDelete = true
    state.tab = .settings
    let store = makeStore(state, library: MemoryLibrary(catalog: relatedCatalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/2")!)) {
      $0.tab = .library
      $0.path = [.book(2)]
      $0.books = [screen(relatedAnathem)]  // a new screen: the covered one's question is gone
    }
  }

  func testDeletingABookThatStandsTwiceKeepsTheScreenBetweenAsItWas() async {
    var state = relatedState(
      path: [.book(1), .book(2), .book(1)], books: [relatedDune, relatedAnathem, relatedDune])
    state.books[1].confirmingDelete = true  // the covered Anathem screen's own question
    let store = makeStore(state, library: MemoryLibrary(catalog: relatedCatalog))
    let anathemScreen = store.state.books.ids[1]
    await store.send(.book(.confirmDelete)) {
      $0.library.catalog.remove(bookID: 1)
      $0.path = [.book(2)]
      $0.books = [BookFeature.State(book: relatedAnathem, confirmingDelete: true, related: [])]
    }
    await store.finish()
    XCTAssertEqual(store.state.books.ids, [anathemScreen], "the same screen, not a new one")
  }

  func testALinkToTheBookOnTopKeepsThatScreenAndDropsTheOnesBelow() async {
    var state = relatedState(path: [.book(2), .book(1)], books: [relatedAnathem, relatedDune])
    state.books[1].confirmingDelete = true
    let store = makeStore(state, library: MemoryLibrary(catalog: relatedCatalog))
    let duneScreen = store.state.books.ids[1]
    await store.send(.openedURL(URL(string: "bookshelf://book/1")!)) {
      $0.path = [.book(1)]
      $0.books = [
        BookFeature.State(
          book: relatedDune, confirmingDelete: true, related: [relatedAnathem, relatedSolaris])
      ]
    }
    XCTAssertEqual(store.state.books.ids, [duneScreen])
  }

  func testACoveredScreenHearsItsOwnActionsByID() async {
    let store = makeStore(
      relatedState(path: [.book(1), .book(2)], books: [relatedDune, relatedAnathem]),
      library: MemoryLibrary(catalog: relatedCatalog))
    let covered = store.state.books.ids[0]
    await store.send(.books(.element(id: covered, action: .tappedDelete))) {
      $0.books[0].confirmingDelete = true
    }
    XCTAssertEqual(store.state.book?.confirmingDelete, false, "the top screen is untouched")
  }

  func testAStoreStartedWithBookRoutesHasTheirScreensBeforeItsFirstFrame() {
    let store = makeStore(
      relatedState(path: [.shelf(10), .book(1), .book(2), .book(1)]),
      library: MemoryLibrary(catalog: relatedCatalog))
    XCTAssertEqual(
      store.state.books, [screen(relatedDune), screen(relatedAnathem), screen(relatedDune)])
    XCTAssertEqual(store.state.book, screen(relatedDune))
  }

  func testAStoreStartedWithAMissingBookCutsItsRouteAndSaysSo() {
    let store = makeStore(
      relatedState(path: [.book(1), .book(42), .book(2)]),
      library: MemoryLibrary(catalog: relatedCatalog))
    XCTAssertEqual(store.state.path, [.book(1)])
    XCTAssertEqual(store.state.books, [screen(relatedDune)])
    XCTAssertEqual(store.state.notice, "There is no book 42 in your library.")
  }

  func testASavedStackOfSeveralBooksIsRestoredWithAStateEach() async throws {
    let saved = AppFeature.State.SavedNavigation(
      tab: .library, path: [.shelf(10), .book(1), .book(3), .book(1)])
    var state = AppFeature.State()
    state.restore(
      try JSONDecoder().decode(
        AppFeature.State.SavedNavigation.self, from: JSONEncoder().encode(saved)))
    let store = makeStore(state, library: MemoryLibrary(catalog: relatedCatalog))
    await store.send(.library(.onAppear)) { $0.library.isLoading = true }
    await store.receive(.library(.loaded(relatedCatalog))) {
      $0.library.isLoading = false
      $0.library.isLoaded = true
      $0.library.catalog = relatedCatalog
      $0.restoredPath = nil
      $0.path = [.shelf(10), .book(1), .book(3), .book(1)]
      $0.books = [screen(relatedDune), screen(relatedSolaris), screen(relatedDune)]
    }
    XCTAssertEqual(store.state.savedNavigation, saved)
  }
}
