import AppDomain
import AppFeature
import Book
import ThirdPartyShimTesting
import XCTest

/// The optional shape (the delete confirmation) and what confirming does.
@MainActor
final class DeleteTests: XCTestCase {
  func testConfirmRemovesFromShelfAndStoragePopsAndClears() async {
    let library = MemoryLibrary(catalog: catalog)
    let store = makeStore(loadedState(path: [.shelf(10), .book(1)], book: dune), library: library)
    await store.send(.book(.tappedDelete)) { $0.book?.confirmingDelete = true }
    await store.send(.book(.confirmDelete)) {
      $0.library.catalog.remove(bookID: 1)
      $0.path = [.shelf(10)]
      $0.book = nil
    }
    await store.finish()
    XCTAssertEqual(store.state.library.catalog.shelves[0].bookIDs, [2])
    let stored = await library.catalog
    XCTAssertNil(stored.book(id: 1))
    XCTAssertEqual(stored.shelves[0].bookIDs, [2])
  }

  func testCancelKeepsTheBook() async {
    let store = makeStore(loadedState(path: [.book(1)], book: dune), library: MemoryLibrary(catalog: catalog))
    await store.send(.book(.tappedDelete)) { $0.book?.confirmingDelete = true }
    await store.send(.book(.cancelDelete)) { $0.book?.confirmingDelete = false }
  }

  func testAFailedDeleteIsToldToTheUser() async {
    var world = World.test(MemoryLibrary(catalog: catalog))
    world.storage.delete = { _ in throw StorageError(message: "disk full") }
    let store = TestStore(initialState: loadedState(path: [.book(1)], book: dune)) {
      AppFeature()
    } withDependencies: {
      world.install(into: &$0)
    }
    await store.send(.book(.confirmDelete)) {
      $0.library.catalog.remove(bookID: 1)
      $0.path = []
      $0.book = nil
    }
    await store.receive(.storageFailed("The book could not be deleted from storage (disk full).")) {
      $0.notice = "The book could not be deleted from storage (disk full)."
    }
  }
}
