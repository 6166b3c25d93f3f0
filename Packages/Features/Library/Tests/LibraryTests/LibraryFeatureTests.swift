import AppDomain
import Library
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@MainActor
final class LibraryFeatureTests: XCTestCase {
  nonisolated static let catalog = Catalog(
    shelves: [Shelf(id: 1, name: "Sci-fi", bookIDs: [2, 1])],
    books: [Book(id: 1, title: "Dune"), Book(id: 2, title: "Anathem")])

  func testAppearLoadsOnceThroughTheClient() async {
    let store = TestStore(initialState: LibraryFeature.State()) {
      LibraryFeature()
    } withDependencies: {
      $0.libraryClient = LibraryClient { Self.catalog }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.loaded(Self.catalog)) {
      $0.isLoading = false
      $0.isLoaded = true
      $0.catalog = Self.catalog
    }
    await store.send(.onAppear)  // already loaded: no second load
  }

  func testAFailedLoadIsShownAndRetried() async {
    struct Offline: Error {}
    let store = TestStore(initialState: LibraryFeature.State()) {
      LibraryFeature()
    } withDependencies: {
      $0.libraryClient = LibraryClient { throw Offline() }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.loadFailed("The library could not be loaded (Offline()).")) {
      $0.isLoading = false
      $0.loadError = "The library could not be loaded (Offline())."
    }
    await store.send(.tappedRetry) {
      $0.isLoading = true
      $0.loadError = nil
    }
    await store.receive(.loadFailed("The library could not be loaded (Offline()).")) {
      $0.isLoading = false
      $0.loadError = "The library could not be loaded (Offline())."
    }
  }

  func testTapsAreOutputsThatChangeNothingHere() async {
    let store = TestStore(initialState: LibraryFeature.State(catalog: Self.catalog, isLoaded: true)) {
      LibraryFeature()
    }
    await store.send(.tappedShelf(1))
    await store.send(.tappedBook(2))
  }

  func testShelfBooksFollowTheSortSetting() async {
    var state = LibraryFeature.State(catalog: Self.catalog, isLoaded: true)
    XCTAssertEqual(state.books(on: 1).map(\.title), ["Anathem", "Dune"])
    state.catalog.shelves[0].bookIDs = [1, 2]
    XCTAssertEqual(state.books(on: 1).map(\.title), ["Dune", "Anathem"])
    state.sort = .title
    XCTAssertEqual(state.books(on: 1).map(\.title), ["Anathem", "Dune"])
  }
}
