import AppDomain
import HeadlessUI
import Library
import ThirdPartyShim
import XCTest

/// The screens drawn headless: what a person reads and taps.
@MainActor
final class LibraryViewTests: XCTestCase {
  func testShelvesListTapsSendOutputs() async throws {
    var sent: [LibraryFeature.Action] = []
    let store = Store(
      initialState: LibraryFeature.State(
        catalog: LibraryFeatureTests.catalog, isLoaded: true)
    ) {
      Reduce<LibraryFeature.State, LibraryFeature.Action> { _, action in
        sent.append(action)
        return .none
      }
    }
    let host = ViewHost(LibraryView(store: store))
    XCTAssertTrue(host.render().contains("[Sci-fi (2)]"))
    try host.perform(.tap("Sci-fi (2)"))
    XCTAssertEqual(sent, [.onAppear, .tappedShelf(1)])

    let shelf = ViewHost(ShelfView(store: store, shelfID: 1))
    let frame = shelf.render()
    XCTAssertTrue(frame.contains("[Anathem]") && frame.contains("[Dune]"), frame)
    try shelf.perform(.tap("Dune"))
    XCTAssertEqual(sent.last, .tappedBook(1))
  }
}
