import AppDomain
import Editor
import HeadlessUI
import ThirdPartyShim
import XCTest

/// The editor driven headless: typing goes through the store.
@MainActor
final class EditorViewTests: XCTestCase {
  func testTypingSendsActionsAndTheFieldsShowTheState() async throws {
    let store = Store(initialState: EditorFeature.State(book: EditorFeatureTests.dune)) {
      EditorFeature()
    }
    let host = ViewHost(EditorView(store: store))
    XCTAssertTrue(host.render().contains("Edit “Dune”"))
    try host.perform(.type(field: "Title", text: "Children of Dune"))
    try host.perform(.type(field: "Notes", text: "Book three"))
    XCTAssertEqual(store.book, Book(id: 1, title: "Children of Dune", notes: "Book three"))
    XCTAssertTrue(host.render().contains("Children of Dune"))
  }
}
