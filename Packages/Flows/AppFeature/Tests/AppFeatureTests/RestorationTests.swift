import AppDomain
import AppFeature
import Book
import Foundation
import Library
import ThirdPartyShimTesting
import XCTest

/// The navigation the last session left: the tab at once, the stack once the library loads.
@MainActor
final class RestorationTests: XCTestCase {
  func testTheSavedStackComesBackOnceTheLibraryHasLoaded() async throws {
    let saved = AppFeature.State.SavedNavigation(tab: .library, path: [.shelf(10), .book(2)])
    let data = try JSONEncoder().encode(saved)
    var state = AppFeature.State()
    state.tab = .settings
    state.restore(try JSONDecoder().decode(AppFeature.State.SavedNavigation.self, from: data))
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    XCTAssertEqual(store.state.tab, .library)
    XCTAssertEqual(store.state.path, [], "no screen before its state can be made")
    await store.send(.library(.onAppear)) { $0.library.isLoading = true }
    await store.receive(.library(.loaded(catalog))) {
      $0.library.isLoading = false
      $0.library.isLoaded = true
      $0.library.catalog = catalog
      $0.restoredPath = nil
      $0.path = [.shelf(10), .book(2)]
      $0.book = BookFeature.State(book: anathem)
    }
    XCTAssertEqual(store.state.savedNavigation, saved)
  }

  func testAScreenWhoseBookIsGoneIsCutAndTheUserIsTold() async {
    var state = AppFeature.State()
    state.restore(.init(tab: .library, path: [.shelf(10), .book(42)]))
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    await store.send(.library(.onAppear)) { $0.library.isLoading = true }
    await store.receive(.library(.loaded(catalog))) {
      $0.library.isLoading = false
      $0.library.isLoaded = true
      $0.library.catalog = catalog
      $0.restoredPath = nil
      $0.path = [.shelf(10)]
      $0.notice =
        "The screens you left are not all in your library any more; showing the ones that are."
    }
  }

  func testALinkThatArrivesBeforeTheLibraryWinsOverTheSavedStack() async {
    var state = AppFeature.State()
    state.restore(.init(tab: .library, path: [.shelf(10)]))
    let store = makeStore(state, library: MemoryLibrary(catalog: catalog))
    await store.send(.openedURL(URL(string: "bookshelf://book/1")!)) { $0.pendingDeepLink = 1 }
    await store.send(.library(.onAppear)) { $0.library.isLoading = true }
    await store.receive(.library(.loaded(catalog))) {
      $0.library.isLoading = false
      $0.library.isLoaded = true
      $0.library.catalog = catalog
      $0.restoredPath = nil
      $0.pendingDeepLink = nil
      $0.path = [.book(1)]
      $0.book = BookFeature.State(book: dune)
    }
  }
}
