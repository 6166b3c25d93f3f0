import AppDomain
import AppFeature
import Foundation
import HeadlessUI
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The whole app driven headless through RootView, with the test world.
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
    try host.perform(.tap("Sci-fi (2)"))
    _ = host.settle()
    try host.perform(.tap("Dune"))
    _ = host.settle()
    try host.perform(.tap("Edit"))
    XCTAssertTrue(host.render().contains("Edit “Dune”"))
    try host.perform(.type(field: "Title", text: "Dune Messiah"))
    try host.perform(.tap("Save"))
    await waitUntil("the editor has saved") { app.store.editor.wrapped?.isSaving == false }
    guard case .dismissing = app.store.editor else {
      return XCTFail("expected dismissing, got \(app.store.editor)")
    }
    let frames = host.settle()
    XCTAssertTrue(frames[0].contains("sheet (dismissing)"), frames[0])
    XCTAssertTrue(frames[0].contains("Dune Messiah"), "content still rendered: \(frames[0])")
    XCTAssertEqual(app.store.editor, .dismissed, "onDismiss completed the dismissal")
    XCTAssertFalse(frames.last!.contains("sheet"))
    XCTAssertTrue(frames.last!.contains("Dune Messiah"), "the book screen shows the saved title")
    let stored = await library.catalog.book(id: 1)?.title
    XCTAssertEqual(stored, "Dune Messiah")
  }

  func testTabsStackDeepLinkAndBackSwipeGoThroughTheStore() async throws {
    let (app, host, _) = makeApp()
    _ = host.settle()
    await waitUntil("the library is loaded") { app.store.library.isLoaded }
    try host.perform(.openURL(URL(string: "bookshelf://book/2")!))
    XCTAssertEqual(app.store.path, [.book(2)])
    XCTAssertTrue(host.render().contains("Anathem"))
    try host.perform(.back)
    XCTAssertEqual(app.store.path, [])
    XCTAssertNil(app.store.book)
    try host.perform(.selectTab("Settings"))
    XCTAssertEqual(app.store.tab, .settings)
    try host.perform(.tap("Title"))
    XCTAssertEqual(app.store.settings.sort, .title)
    try host.perform(.openURL(URL(string: "bookshelf://nope")!))
    XCTAssertTrue(host.render().contains("is not a Bookshelf link"))
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
    XCTAssertTrue(host.render().contains("Product: book-1"))
    try host.perform(.tap("Continue"))
    let frame = host.render()
    XCTAssertTrue(frame.contains("sheet"), frame)
    XCTAssertEqual(app.store.path, [.book(1)], "checkout pushed on its own stack, not the app's")
    try host.perform(.back)
    XCTAssertNil(app.store.checkout.wrapped?.payment)
    try host.perform(.dismissSheet)
    _ = host.settle()
    XCTAssertEqual(app.store.checkout, .dismissed)
  }
}
