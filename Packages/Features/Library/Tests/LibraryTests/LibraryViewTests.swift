import AppDomain
import HeadlessUI
import Library
import SnapshotTesting
import ThirdPartyShim
import XCTest

/// The library's screens drawn headless: what a person reads and taps in each state the list
/// can be in (`__Snapshots__/LibraryViewTests`).
@MainActor
final class LibraryViewTests: XCTestCase {
  /// A store that records the actions the screens send, and changes nothing.
  func recordingStore(
    _ state: LibraryFeature.State
  ) -> (StoreOf<LibraryFeature>, () -> [LibraryFeature.Action]) {
    var sent: [LibraryFeature.Action] = []
    let store = Store(initialState: state) {
      Reduce<LibraryFeature.State, LibraryFeature.Action> { _, action in
        sent.append(action)
        return .none
      }
    }
    return (store, { sent })
  }

  func testShelvesListTapsSendOutputs() async throws {
    let (store, sent) = recordingStore(
      LibraryFeature.State(catalog: LibraryFeatureTests.catalog, isLoaded: true))
    let host = ViewHost(NavigationStack { LibraryView(store: store) })
    assertSnapshot(of: host, as: .frame, named: "shelves")
    try host.perform(.tap("Sci-fi (2)"))
    XCTAssertEqual(sent(), [.onAppear, .tappedShelf(1)])

    let shelf = ViewHost(NavigationStack { ShelfView(store: store, shelfID: 1) })
    assertSnapshot(of: shelf, as: .frame, named: "shelf")
    try shelf.perform(.tap("Dune"))
    XCTAssertEqual(sent().last, .tappedBook(1))
  }

  func testLoadingEmptyAndFailedListsSaySo() async throws {
    let (loading, _) = recordingStore(LibraryFeature.State())
    assertSnapshot(of: NavigationStack { LibraryView(store: loading) }, as: .frame, named: "loading")

    let (empty, _) = recordingStore(LibraryFeature.State(isLoaded: true))
    assertSnapshot(of: NavigationStack { LibraryView(store: empty) }, as: .frame, named: "empty")

    var failedState = LibraryFeature.State()
    failedState.loadError = "The library could not be read."
    let (failed, sent) = recordingStore(failedState)
    let host = ViewHost(NavigationStack { LibraryView(store: failed) })
    assertSnapshot(of: host, as: .frame, named: "failed")
    try host.perform(.tap("Retry"))
    XCTAssertEqual(sent(), [.onAppear, .tappedRetry])

    let poetry = Store(
      initialState: LibraryFeature.State(
        catalog: Catalog(shelves: [Shelf(id: 3, name: "Poetry", bookIDs: [])], books: []),
        isLoaded: true)
    ) { LibraryFeature() }
    let emptyShelf = ViewHost(NavigationStack { ShelfView(store: poetry, shelfID: 3) })
    assertSnapshot(of: emptyShelf, as: .frame, named: "empty-shelf")
  }
}
