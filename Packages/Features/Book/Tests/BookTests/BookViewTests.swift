import AppDomain
import Book
import HeadlessUI
import SnapshotTesting
import ThirdPartyShim
import XCTest

/// The book screen and its delete alert, driven headless through the real reducer; each
/// screen it reaches is a snapshot (`__Snapshots__/BookViewTests`).
@MainActor
final class BookViewTests: XCTestCase {
  func makeStore() -> StoreOf<BookFeature> {
    Store(
      initialState: BookFeature.State(
        book: Book(id: 1, title: "Dune", notes: "Spice"),
        related: [Book(id: 2, title: "Anathem", notes: "")])
    ) {
      BookFeature()
    }
  }

  func testDeleteAlertShowsAndItsButtonsCloseIt() async throws {
    let store = makeStore()
    let host = ViewHost(NavigationStack { BookView(store: store) })
    assertSnapshot(of: host, as: .frame, named: "book")

    try host.perform(.tap("Delete"))
    XCTAssertTrue(store.confirmingDelete)
    assertSnapshot(of: host, as: .frame, named: "confirming-delete")

    try host.perform(.chooseAlertButton("Cancel"))
    XCTAssertFalse(store.confirmingDelete)
    assertSnapshot(of: host, as: .frame, named: "book")

    try host.perform(.tap("Delete"))
    try host.perform(.chooseAlertButton("Delete"))
    XCTAssertFalse(store.confirmingDelete, "confirming closes the alert")
    assertSnapshot(of: host, as: .frame, named: "book")
  }
}
