import AppDomain
import AppFeature
import Book
import Core
import Library
import ThirdPartyShimTesting
import XCTest

/// Selection and stack, and the bridges from the library's outputs into the stack.
@MainActor
final class ShapeTests: XCTestCase {
  func testSelectionSelectsATab() async {
    let store = makeStore(loadedState(), library: MemoryLibrary(catalog: catalog))
    await store.send(.tab(.select(.settings))) { $0.tab = .settings }
    await store.send(.tab(.select(.library))) { $0.tab = .library }
  }

  func testAppearLoadsTheLibraryFromTheWorld() async {
    let store = makeStore(AppFeature.State(), library: MemoryLibrary(catalog: catalog))
    await store.send(.library(.onAppear)) { $0.library.isLoading = true }
    await store.receive(.library(.loaded(catalog))) {
      $0.library.isLoading = false
      $0.library.isLoaded = true
      $0.library.catalog = catalog
    }
  }

  func testLibraryOutputsAreBridgedIntoPushesAndABookScreenGetsItsState() async {
    let store = makeStore(loadedState(), library: MemoryLibrary(catalog: catalog))
    await store.send(.library(.tappedShelf(10))) { $0.path = [.shelf(10)] }
    await store.send(.library(.tappedBook(1))) {
      $0.path = [.shelf(10), .book(1)]
      $0.book = BookFeature.State(book: dune)
    }
    // A second book screen goes on top with a state of its own; the first keeps its own.
    await store.send(.library(.tappedBook(2))) {
      $0.path = [.shelf(10), .book(1), .book(2)]
      $0.books = [BookFeature.State(book: dune), BookFeature.State(book: anathem)]
    }
    await store.send(.nav(.push(.book(2)))) {
      $0.path = [.shelf(10), .book(1), .book(2), .book(2)]
      $0.books.append(BookFeature.State(book: anathem))
    }
  }

  func testStackOperationsLoadAndClearTheBook() async {
    let store = makeStore(loadedState(), library: MemoryLibrary(catalog: catalog))
    await store.send(.nav(.push(.shelf(10)))) { $0.path = [.shelf(10)] }
    await store.send(.nav(.push(.book(2)))) {
      $0.path = [.shelf(10), .book(2)]
      $0.book = BookFeature.State(book: anathem)
    }
    await store.send(.nav(.pop)) {
      $0.path = [.shelf(10)]
      $0.book = nil
    }
    await store.send(.nav(.setPath([.shelf(10), .book(1)]))) {
      $0.path = [.shelf(10), .book(1)]
      $0.book = BookFeature.State(book: dune)
    }
    // A back swipe over two screens, as the stack's binding writes it.
    await store.send(.nav(.setPath([]))) {
      $0.path = []
      $0.book = nil
    }
    // Two book screens at once: each gets its state, the top one is `book`.
    await store.send(.nav(.setPath([.book(1), .book(2)]))) {
      $0.path = [.book(1), .book(2)]
      $0.books = [BookFeature.State(book: dune), BookFeature.State(book: anathem)]
    }
    XCTAssertEqual(store.state.book, BookFeature.State(book: anathem))
    await store.send(.nav(.push(.book(1)))) {
      $0.path = [.book(1), .book(2), .book(1)]
      $0.books.append(BookFeature.State(book: dune))
    }
    await store.send(.nav(.popToRoot)) {
      $0.path = []
      $0.books = []
    }
  }

  func testPushingABookThatIsGoneRemovesTheRouteAndSaysSo() async {
    let store = makeStore(loadedState(), library: MemoryLibrary(catalog: catalog))
    await store.send(.nav(.push(.book(99)))) {
      $0.notice = "There is no book 99 in your library."
    }
    await store.send(.notice(.dismiss)) { $0.notice = nil }
  }

  func testSettingsSortIsAppliedToTheLibraryAndStored() async {
    let library = MemoryLibrary(catalog: catalog)
    let store = makeStore(loadedState(), library: library)
    await store.send(.sortChanged(.title)) {
      $0.settings.sort = .title
      $0.library.sort = .title
    }
    await store.finish()
    let stored = await library.settings
    XCTAssertEqual(stored, AppSettings(sort: .title))
    XCTAssertEqual(store.state.library.books(on: 10).map(\.title), ["Anathem", "Dune"])
  }
}
