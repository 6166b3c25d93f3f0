import AppDomain
import Foundation
import Library
import XCTest

/// A loaded library survives a save; a load in flight does not.
final class LibraryStateCodableTests: XCTestCase {
  let catalog = Catalog(
    shelves: [Shelf(id: 1, name: "Science fiction", bookIDs: [1])],
    books: [Book(id: 1, title: "Dune", relatedIDs: [])])

  func roundTrip(_ state: LibraryFeature.State) throws -> LibraryFeature.State {
    try JSONDecoder().decode(LibraryFeature.State.self, from: JSONEncoder().encode(state))
  }

  func testALoadedLibraryRoundTrips() throws {
    var state = LibraryFeature.State(catalog: catalog, isLoaded: true, sort: .title)
    state.loadError = "The library could not be loaded (offline)."
    XCTAssertEqual(try roundTrip(state), state)
  }

  func testALoadInFlightIsNotRestored() throws {
    var state = LibraryFeature.State()
    state.isLoading = true
    XCTAssertEqual(try roundTrip(state), LibraryFeature.State())
  }

  func testABrokenDocumentFailsNamingWhere() {
    let data = Data(
      #"{"catalog": {"shelves": [], "books": [{"id": "one"}]}, "isLoaded": true, "sort": "title"}"#
        .utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(LibraryFeature.State.self, from: data)) {
      guard case let DecodingError.typeMismatch(_, context) = $0 else {
        return XCTFail("expected a type mismatch, got \($0)")
      }
      XCTAssertEqual(
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
        ["catalog", "books", "0", "id"])
    }
  }
}
