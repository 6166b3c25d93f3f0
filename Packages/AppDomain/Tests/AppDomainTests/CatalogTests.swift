import AppDomain
import Foundation
import XCTest

final class CatalogTests: XCTestCase {
  let catalog = Catalog(
    shelves: [Shelf(id: 1, name: "Sci-fi", bookIDs: [2, 1, 9]), Shelf(id: 2, name: "Fav", bookIDs: [1])],
    books: [Book(id: 1, title: "dune"), Book(id: 2, title: "Anathem")])

  func testBooksOnAShelfFollowShelfOrderAndSkipMissingIDs() {
    XCTAssertEqual(catalog.books(on: 1).map(\.id), [2, 1])
    XCTAssertEqual(catalog.books(on: 42), [])
  }

  func testRemoveTakesTheBookOffEveryShelf() {
    var copy = catalog
    copy.remove(bookID: 1)
    XCTAssertEqual(copy.books.map(\.id), [2])
    XCTAssertEqual(copy.shelves.map(\.bookIDs), [[2, 9], []])
  }

  func testUpdateReplacesOnlyAnExistingBook() {
    var copy = catalog
    copy.update(Book(id: 2, title: "Anathem", notes: "long"))
    copy.update(Book(id: 7, title: "Ghost"))
    XCTAssertEqual(copy.book(id: 2)?.notes, "long")
    XCTAssertNil(copy.book(id: 7))
  }

  func testSortByTitleIgnoresCase() {
    XCTAssertEqual(BookSort.title.sorted(catalog.books).map(\.title), ["Anathem", "dune"])
    XCTAssertEqual(BookSort.shelfOrder.sorted(catalog.books).map(\.title), ["dune", "Anathem"])
  }

  func testRoutesAndCatalogRoundTripThroughJSON() throws {
    let routes: [AppRoute] = [.shelf(1), .book(2)]
    let decoded = try JSONDecoder().decode(
      [AppRoute].self, from: JSONEncoder().encode(routes))
    XCTAssertEqual(decoded, routes)
    XCTAssertEqual(
      try JSONDecoder().decode(Catalog.self, from: JSONEncoder().encode(catalog)), catalog)
  }
}

/// A library file that gives one id to two books or two shelves is refused naming the id (the
/// App then keeps the file aside and starts a new one, as for any file it cannot read).
final class CatalogFileTests: XCTestCase {
  func testTwoBooksWithOneIDAreRefusedNamingIt() throws {
    let file = Data(
      #"{"shelves":[],"books":[{"id":1,"title":"Dune","notes":""},{"id":2,"title":"Anathem","notes":""},{"id":1,"title":"Dune again","notes":""}]}"#
        .utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Catalog.self, from: file)) {
      XCTAssertTrue("\($0)".contains("Two books have the id 1."), "\($0)")
    }
  }

  func testTwoShelvesWithOneIDAreRefusedNamingIt() throws {
    let file = Data(
      #"{"shelves":[{"id":3,"name":"A","bookIDs":[]},{"id":3,"name":"B","bookIDs":[]}],"books":[]}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Catalog.self, from: file)) {
      XCTAssertTrue("\($0)".contains("Two shelves have the id 3."), "\($0)")
    }
  }
}

final class RelatedBooksTests: XCTestCase {
  func testALibraryFileSavedBeforeRelationsDecodesWithNone() throws {
    let old = Data(#"{"shelves":[],"books":[{"id":1,"title":"Dune","notes":""}]}"#.utf8)
    let decoded = try JSONDecoder().decode(Catalog.self, from: old)
    XCTAssertEqual(decoded.books, [Book(id: 1, title: "Dune")])
    XCTAssertEqual(decoded.books[0].relatedIDs, [])
  }

  func testRelationsRoundTripAndSkipMissingBooks() throws {
    let catalog = Catalog(books: [
      Book(id: 1, title: "Dune", relatedIDs: [2, 9]), Book(id: 2, title: "Anathem", relatedIDs: [1]),
    ])
    let decoded = try JSONDecoder().decode(Catalog.self, from: JSONEncoder().encode(catalog))
    XCTAssertEqual(decoded, catalog)
    XCTAssertEqual(catalog.relatedBooks(of: 1).map(\.id), [2])
    XCTAssertEqual(catalog.relatedBooks(of: 42), [])
  }

  func testRemovingABookTakesItOutOfOtherBooksRelations() {
    var catalog = Catalog(books: [
      Book(id: 1, title: "Dune", relatedIDs: [2]), Book(id: 2, title: "Anathem", relatedIDs: [1]),
    ])
    catalog.remove(bookID: 2)
    XCTAssertEqual(catalog.books, [Book(id: 1, title: "Dune")])
  }
}
