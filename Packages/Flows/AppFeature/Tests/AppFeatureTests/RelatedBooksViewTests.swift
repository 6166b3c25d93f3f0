import AppDomain
import AppFeature
import CoreTestSupport
import Foundation
import HeadlessUI
import SnapshotTesting
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Book → related Book → Book driven headless through RootView; the stacks of two and three
/// books are snapshots in `__Snapshots__/RelatedBooksViewTests`.
@MainActor
final class RelatedBooksViewTests: XCTestCase {
  func testRelatedTapsStackBookScreensAndBackShowsTheSecondWithItsControls() async throws {
    let app = BookshelfApp(world: .test(MemoryLibrary(catalog: relatedCatalog)))
    let host = ViewHost(app.rootView)
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    try host.perform(.openURL(URL(string: "bookshelf://book/1")!))
    _ = host.settle()
    assertSnapshot(of: host, as: .frame, named: "one-book")
    try host.perform(.tap("Anathem"))
    assertSnapshot(of: host, as: .frame, named: "two-books")
    try host.perform(.tap("Dune"))
    XCTAssertEqual(app.store.path, [.book(1), .book(2), .book(1)])
    XCTAssertEqual(app.store.books.map(\.book.id), [1, 2, 1])
    // The covered screens are drawn too (as SwiftUI keeps them): each titled by its own book.
    assertSnapshot(of: host, as: .frame, named: "three-books")

    try host.perform(.back)
    XCTAssertEqual(app.store.path, [.book(1), .book(2)])
    XCTAssertEqual(app.store.book?.book.id, 2)
    assertSnapshot(of: host, as: .frame, named: "two-books")
    // The second screen is the top one again: its Delete asks about Anathem.
    try host.perform(.tap("Delete"))
    assertSnapshot(of: host, as: .frame, named: "two-books-confirming-delete")
    try host.perform(.chooseAlertButton("Cancel"))
    XCTAssertEqual(app.store.books.map(\.confirmingDelete), [false, false])
    try host.perform(.tap("Edit"))
    assertSnapshot(of: host, as: .frame, named: "two-books-editor")
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
    let warnings = try collectIssuesSynchronously {
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
