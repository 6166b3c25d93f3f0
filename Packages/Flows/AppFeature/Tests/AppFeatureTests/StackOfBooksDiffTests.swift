import AppDomain
import AppFeature
import Book
import Core
import CoreTestSupport
import SnapshotTesting
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// A stack of three book screens (Dune → Anathem → Dune) as a failed assertion and a state
/// dump name them: by screen id (`books[id: #1]`), so a change is one changed screen and a
/// removal one removed screen, whatever the positions above it.
@MainActor
final class StackOfBooksDiffTests: XCTestCase {
  func threeBooks() -> TestStore<AppFeature.State, AppFeature.Action> {
    var state = AppFeature.State()
    state.library.catalog = relatedCatalog
    state.library.isLoaded = true
    state.path = [.book(1), .book(2), .book(1)]
    return makeStore(state, library: MemoryLibrary(catalog: relatedCatalog))
  }

  func testAChangedScreenInAStackOfThreeIsNamedByItsId() async {
    let store = threeBooks()
    XCTAssertEqual(store.state.books.ids, [0, 1, 2])
    let failures = await collectIssues {
      await store.send(.books(.element(id: 1, action: .tappedDelete)))
    }
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          books[id: #1].confirmingDelete: false → true

        (Expected → Actual)
        """
      ])
  }

  /// Dune → Anathem → Dune becomes Dune → Solaris: the test wrote Solaris over the second
  /// screen but forgot the third; the diff names the one screen it forgot, by its id.
  func testAForgottenRemovalIsOneRemovedScreen() async {
    let store = threeBooks()
    let failures = await collectIssues {
      await store.send(.nav(.setPath([.book(1), .book(3)]))) {
        $0.path = [.book(1), .book(3)]
        $0.books[1] = screen(relatedSolaris)
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          books[id: #2]: {book.id: 1, book.title: "Dune", book.notes: "Spice", book.relatedIDs: \
        2 elements, book.relatedIDs[0]: 2, book.relatedIDs[1]: 3, …} → removed

        (Expected → Actual)
        """
      ])
  }

  func testTheStateDumpNamesEachBookScreenById() async {
    let store = threeBooks()
    await store.send(.books(.element(id: 1, action: .tappedDelete))) {
      $0.books[1].confirmingDelete = true
    }
    assertSnapshot(of: store.state.books, as: .dump, named: "books")
  }
}
