import AppDomain
import Editor
import HeadlessUI
import SnapshotTesting
import ThirdPartyShim
import XCTest

/// The editor driven headless: typing goes through the store, and the screen shows the
/// state after each keystroke (`__Snapshots__/EditorViewTests`).
@MainActor
final class EditorViewTests: XCTestCase {
  func testTypingSendsActionsAndTheFieldsShowTheState() async throws {
    let store = Store(initialState: EditorFeature.State(book: EditorFeatureTests.dune)) {
      EditorFeature()
    }
    let host = ViewHost(EditorView(store: store))
    assertSnapshot(of: host, as: .frame, named: "editing")

    try host.perform(.type(field: "Title", text: "Children of Dune"))
    assertSnapshot(of: host, as: .frame, named: "title-typed")

    try host.perform(.type(field: "Notes", text: "Book three"))
    XCTAssertEqual(store.book, Book(id: 1, title: "Children of Dune", notes: "Book three"))
    assertSnapshot(of: host, as: .frame, named: "notes-typed")
  }
}
