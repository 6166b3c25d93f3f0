import AppDomain
import AppFeature
import CoreTestSupport
import Foundation
import HeadlessUI
import SnapshotTesting
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The whole app driven headless through RootView, with the test world. Its key screens (the
/// Library, a shelf, a book, the editor presented, dismissing and dismissed) are snapshots in
/// `__Snapshots__/ViewTests`.
@MainActor
final class ViewTests: XCTestCase {
  func makeApp() -> (BookshelfApp, ViewHost, MemoryLibrary) {
    let library = MemoryLibrary(catalog: catalog)
    let app = BookshelfApp(world: .test(library))
    return (app, ViewHost(app.rootView), library)
  }

  func testTheEditorStaysRenderedWhileDismissing() async throws {
    let (app, host, library) = makeApp()
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    assertSnapshot(of: host, as: .frame, named: "library")
    try host.perform(.tap("Sci-fi (2)"))
    assertSnapshot(of: host, as: .frame, named: "shelf")
    try host.perform(.tap("Dune"))
    assertSnapshot(of: host, as: .frame, named: "book")
    try host.perform(.tap("Edit"))
    assertSnapshot(of: host, as: .frame, named: "editor-presented")
    try host.perform(.type(field: "Title", text: "Dune Messiah"))
    try host.perform(.tap("Save"))
    await waitUntil("the editor has saved") { app.store.editor.wrapped?.isSaving == false }
    guard case .dismissing = app.store.editor else {
      return XCTFail("expected dismissing, got \(app.store.editor)")
    }
    let frames = host.settle()
    // The sheet stays drawn, with its content, for the frame it animates out in.
    assertSnapshot(of: frames[0], as: .lines, named: "editor-dismissing")
    XCTAssertEqual(app.store.editor, .dismissed, "onDismiss completed the dismissal")
    assertSnapshot(of: frames.last!, as: .lines, named: "editor-dismissed")
    let stored = await library.catalog.book(id: 1)?.title
    XCTAssertEqual(stored, "Dune Messiah")
  }

  func testTabsStackDeepLinkAndBackSwipeGoThroughTheStore() async throws {
    let (app, host, _) = makeApp()
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    try host.perform(.openURL(URL(string: "bookshelf://book/2")!))
    XCTAssertEqual(app.store.path, [.book(2)])
    assertSnapshot(of: host, as: .frame, named: "linked-book")
    try host.perform(.back)
    XCTAssertEqual(app.store.path, [])
    XCTAssertNil(app.store.book)
    try host.perform(.selectTab("Settings"))
    XCTAssertEqual(app.store.tab, .settings)
    try host.perform(.tap("Title"))
    XCTAssertEqual(app.store.settings.sort, .title)
    assertSnapshot(of: host, as: .frame, named: "settings-by-title")
    try host.perform(.openURL(URL(string: "bookshelf://nope")!))
    assertSnapshot(of: host, as: .frame, named: "refused-link-notice")
    try host.perform(.chooseAlertButton("OK"))
    XCTAssertNil(app.store.notice)
  }

  func testBuyACopyShowsCheckoutInASheetWithItsOwnStack() async throws {
    let (app, host, _) = makeApp()
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    try host.perform(.openURL(URL(string: "bookshelf://book/1")!))
    _ = host.settle()
    try host.perform(.tap("Buy a copy"))
    assertSnapshot(of: host, as: .frame, named: "checkout-sheet")
    try host.perform(.tap("Continue"))
    assertSnapshot(of: host, as: .frame, named: "payment-in-sheet")
    XCTAssertEqual(app.store.path, [.book(1)], "checkout pushed on its own stack, not the app's")
    try host.perform(.back)
    XCTAssertNil(app.store.checkout.wrapped?.payment)
    try host.perform(.dismissSheet)
    _ = host.settle()
    XCTAssertEqual(app.store.checkout, .dismissed)
  }
}
