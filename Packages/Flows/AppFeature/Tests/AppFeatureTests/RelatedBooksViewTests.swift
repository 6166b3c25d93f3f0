import AppDomain
import AppFeature
import Foundation
import HeadlessUI
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Book → related Book → Book driven headless through RootView.
@MainActor
final class RelatedBooksViewTests: XCTestCase {
  func testRelatedTapsStackBookScreensAndBackShowsTheSecondWithItsControls() async throws {
    let app = BookshelfApp(world: .test(MemoryLibrary(catalog: relatedCatalog)))
    let host = ViewHost(app.rootView)
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    try host.perform(.openURL(URL(string: "bookshelf://book/1")!))
    _ = host.settle()
    XCTAssertTrue(host.render().contains("[Anathem]"), "Dune lists its related books")
    try host.perform(.tap("Anathem"))
    _ = host.settle()
    try host.perform(.tap("Dune"))
    _ = host.settle()
    XCTAssertEqual(app.store.path, [.book(1), .book(2), .book(1)])
    XCTAssertEqual(app.store.books.map(\.book.id), [1, 2, 1])
    let third = host.render()
    XCTAssertTrue(third.contains("Anathem") && third.contains("Solaris"), third)
    // The covered screens are drawn too (as SwiftUI keeps them): each titled by its own book.
    XCTAssertTrue(third.contains(" › Dune › Anathem › Dune"), third)

    try host.perform(.back)
    XCTAssertEqual(app.store.path, [.book(1), .book(2)])
    XCTAssertEqual(app.store.book?.book.id, 2)
    // The second screen is the top one again: its Delete asks about Anathem.
    try host.perform(.tap("Delete"))
    XCTAssertTrue(host.render().contains("Delete “Anathem”?"))
    try host.perform(.chooseAlertButton("Cancel"))
    XCTAssertEqual(app.store.books.map(\.confirmingDelete), [false, false])
    try host.perform(.tap("Edit"))
    XCTAssertTrue(host.render().contains("Edit “Anathem”"))
  }

  func testOneBookTwiceOnTheStackShowsOneEditorSheetOverTheTopScreen() async throws {
    let app = BookshelfApp(world: .test(MemoryLibrary(catalog: relatedCatalog)))
    let host = ViewHost(app.rootView)
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    try host.perform(.openURL(URL(string: "bookshelf://book/1")!))
    try host.perform(.tap("Solaris"))
    try host.perform(.tap("Dune"))
    XCTAssertEqual(app.store.path, [.book(1), .book(3), .book(1)])
    var frame = ""
    let warnings = try RuntimeWarnings.collect {
      try host.perform(.tap("Edit"))
      frame = host.render()
    }
    XCTAssertEqual(warnings, [], "only the top Dune screen hosts the sheets")
    XCTAssertEqual(frame.components(separatedBy: "Edit “Dune”").count - 1, 1, frame)
    try host.perform(.tap("Cancel"))
    _ = host.settle()
    try host.perform(.back)
    XCTAssertEqual(app.store.book?.book.id, 3)
    XCTAssertTrue(host.render().contains("[Dune]"), "Solaris is the top screen again")
  }
}
