import AppDomain
import Book
import Foundation
import XCTest

/// A book screen's state survives a save whole, delete question included.
final class BookStateCodableTests: XCTestCase {
  func testABookScreenRoundTrips() throws {
    let state = BookFeature.State(
      book: Book(id: 1, title: "Dune", notes: "Spice must flow.", relatedIDs: [3]),
      confirmingDelete: true, related: [Book(id: 3, title: "Solaris")])
    let decoded = try JSONDecoder().decode(
      BookFeature.State.self, from: JSONEncoder().encode(state))
    XCTAssertEqual(decoded, state)
  }

  func testABrokenDocumentFailsNamingTheField() {
    let data = Data(#"{"book": {"id": 1, "title": "Dune", "notes": ""}, "related": []}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(BookFeature.State.self, from: data)) {
      guard case let DecodingError.keyNotFound(key, _) = $0 else {
        return XCTFail("expected a missing key, got \($0)")
      }
      XCTAssertEqual(key.stringValue, "confirmingDelete")
    }
  }
}
