import AppDomain
import AppFeature
import Book
import Foundation
import Library
import ThirdPartyShimTesting
import XCTest

/// `bookshelf://book/<id>`: known, unknown, malformed, and before the library is loaded.
@MainActor
final class DeepLinkTests: XCTestCase {
  func testAKnownBookSelectsLibraryAndSetsThePath() async {
    var state = loadedState(path: [.shelf(10)])
    state.tab = .settings
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/2")!)) {
      $0.tab = .library
      $0.path = [.book(2)]
      $0.book = BookFeature.State(book: anathem)
    }
  }

  func testAnUnknownBookChangesNothingAndTellsTheUser() async {
    let store = makeStore(loadedState(path: [.shelf(10)]), library: MemoryLibrary(catalog: catalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/42")!)) {
      $0.notice = "There is no book 42 in your library."
    }
  }

  func testMalformedLinksChangeNothingAndTellTheUser() async {
    let store = makeStore(loadedState(), library: MemoryLibrary(catalog: catalog))
    for link in ["bookshelf://book/abc", "bookshelf://shelf/1", "https://book/1", "bookshelf://book/1/x"] {
      await store.send(.openedURL(URL(string: link)!)) {
        $0.notice = "“\(link)” is not a Bookshelf link."
      }
      await store.send(.notice(.dismiss)) { $0.notice = nil }
    }
  }

  func testALinkBeforeTheLibraryLoadedOpensOnceItIs() async {
    let store = makeStore(AppFeature.State(), library: MemoryLibrary(catalog: catalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/1")!)) { $0.pendingDeepLink = 1 }
    await store.send(.library(.onAppear)) { $0.library.isLoading = true }
    await store.receive(.library(.loaded(catalog))) {
      $0.library.isLoading = false
      $0.library.isLoaded = true
      $0.library.catalog = catalog
      $0.pendingDeepLink = nil
      $0.path = [.book(1)]
      $0.book = BookFeature.State(book: dune)
    }
  }

  // MARK: A link while an alert is up (the system delivers it; the reducers decide)

  func testALinkToAnotherBookWhileTheDeleteAlertIsUpOpensItAndTheQuestionGoes() async {
    var state = loadedState(path: [.shelf(10), .book(1)], book: dune)
    state.book?.confirmingDelete = true
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/2")!)) {
      $0.path = [.book(2)]
      $0.book = BookFeature.State(book: anathem)
    }
  }

  func testALinkToTheBookOnScreenKeepsItsDeleteQuestion() async {
    var state = loadedState(path: [.book(1)], book: dune)
    state.book?.confirmingDelete = true
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    // Already there: the question the person was asked is still theirs to answer.
    await store.send(.openedURL(URL(string: "bookshelf://book/1")!))
    XCTAssertEqual(store.state.book?.confirmingDelete, true)
  }

  func testALinkWhileANoticeIsUpOpensTheBookAndLeavesTheNoticeToBeRead() async {
    var state = loadedState(path: [.shelf(10)])
    state.notice = "The settings could not be saved."
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/2")!)) {
      $0.path = [.book(2)]
      $0.book = BookFeature.State(book: anathem)
    }
    XCTAssertEqual(store.state.notice, "The settings could not be saved.")
  }
}
