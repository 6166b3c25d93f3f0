import AppDomain
import Book
import HeadlessUI
import ThirdPartyShim
import XCTest

/// The delete alert driven headless through the real reducer.
@MainActor
final class BookViewTests: XCTestCase {
  func testDeleteAlertShowsAndItsButtonsCloseIt() async throws {
    let store = Store(
      initialState: BookFeature.State(book: Book(id: 1, title: "Dune", notes: "Spice"))
    ) {
      BookFeature()
    }
    let host = ViewHost(NavigationStack { BookView(store: store) })
    let first = host.render()
    XCTAssertTrue(first.contains("Spice") && first.contains("[Buy a copy]"), first)
    try host.perform(.tap("Delete"))
    XCTAssertTrue(store.confirmingDelete)
    XCTAssertTrue(host.render().contains("Delete “Dune”?"))
    try host.perform(.chooseAlertButton("Cancel"))
    XCTAssertFalse(store.confirmingDelete)
    XCTAssertFalse(host.render().contains("Delete “Dune”?"))

    try host.perform(.tap("Delete"))
    try host.perform(.chooseAlertButton("Delete"))
    XCTAssertFalse(store.confirmingDelete, "confirming closes the alert")
  }
}
