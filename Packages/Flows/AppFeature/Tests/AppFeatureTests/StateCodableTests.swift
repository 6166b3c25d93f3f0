import AppDomain
import AppFeature
import Book
import Checkout
import Core
import Editor
import Foundation
import HeadlessUI
import ThirdPartyShim
import XCTest

/// The whole app's state as a document: several book screens, a sheet over the top one, and
/// nothing in flight after a round trip; a document that disagrees with itself is refused.
@MainActor
final class StateCodableTests: XCTestCase {
  /// Shelf › Dune › Anathem (asking to delete) › Dune, the editor up over the top Dune.
  func deepState() -> AppFeature.State {
    var state = AppFeature.State(settings: AppSettings(sort: .title), notice: "Saved.")
    state.library.catalog = relatedCatalog
    state.library.isLoaded = true
    state.path = [.shelf(10), .book(1), .book(2), .book(1)]
    state.books = .init([relatedDune, relatedAnathem, relatedDune].map(screen))
    state.books[1].confirmingDelete = true
    var editor = EditorFeature.State(book: relatedDune)
    editor.book.title = "Dune Messiah"
    state.editor = .presented(editor)
    return state
  }

  func testSeveralBookScreensAndASheetRoundTrip() async throws {
    let state = deepState()
    XCTAssertEqual(try AppFeature.State.restored(from: state.saved()), state)
  }

  func testWorkInFlightIsNotRestored() async throws {
    var state = deepState()
    state.editor.modify { $0.isSaving = true }
    state.library.isLoading = true
    var expected = state
    expected.editor.modify { $0.isSaving = false }
    expected.library.isLoading = false
    XCTAssertEqual(try AppFeature.State.restored(from: state.saved()), expected)
  }

  func testCheckoutsOwnStackRoundTripsAndAPaymentInFlightComesBackReadyToPay() async throws {
    var state = deepState()
    state.editor = .dismissed
    var checkout = CheckoutFeature.State(productID: "book-1")
    checkout.$nav.withLock { $0.append(CheckoutPath.payment) }
    checkout.payment = .init(productID: "book-1")
    checkout.payment?.isProcessing = true
    state.checkout = .presented(checkout)
    let restored = try AppFeature.State.restored(from: state.saved())
    XCTAssertEqual(restored.checkout.wrapped?.nav.compactMap(CheckoutPath.self), [.payment])
    XCTAssertEqual(restored.checkout.wrapped?.payment?.isProcessing, false)
    XCTAssertEqual(restored.books, state.books)
  }

  func testARestoredStateDrawsTheSameFrame() async throws {
    let state = deepState()
    let left = frame(state)
    XCTAssertTrue(left.contains("Edit “Dune”") && left.contains("Dune Messiah"), left)
    XCTAssertEqual(try frame(AppFeature.State.restored(from: state.saved())), left)
  }

  func testABookRouteWithoutItsStateIsRefusedSayingSo() async throws {
    var state = deepState()
    state.editor = .dismissed
    state.books.removeLast()
    XCTAssertEqual(
      try decodingError(state.saved()),
      "The stack shows books [1, 2, 1] but the file has book screen states for [1, 2].")
  }

  func testAnEditorOverAnotherBookIsRefusedSayingSo() async throws {
    var state = deepState()
    state.editor = .presented(EditorFeature.State(book: relatedAnathem))
    XCTAssertEqual(
      try decodingError(state.saved()), "The editor is of book 2 but the book on top is 1.")
  }

  /// The editor stands over the top book only, however many screens are below it: one over the
  /// bottom book of two is refused too.
  func testAnEditorOverACoveredBookIsRefusedSayingSo() async throws {
    var state = deepState()
    state.path = [.shelf(10), .book(1), .book(2)]
    state.books = .init([relatedDune, relatedAnathem].map(screen))
    state.editor = .presented(EditorFeature.State(book: relatedDune))
    XCTAssertEqual(
      try decodingError(state.saved()), "The editor is of book 1 but the book on top is 2.")
    state.editor = .presented(EditorFeature.State(book: relatedAnathem))
    XCTAssertEqual(try AppFeature.State.restored(from: state.saved()), state)
  }

  /// Checkout is presented from a book screen: without one it is refused; with neither, the
  /// Library's own state comes back as it was.
  func testCheckoutWithoutABookScreenIsRefusedAndNeitherRoundTrips() async throws {
    var state = AppFeature.State(settings: AppSettings(sort: .title), notice: nil)
    state.library.catalog = relatedCatalog
    state.library.isLoaded = true
    XCTAssertEqual(try AppFeature.State.restored(from: state.saved()), state)
    state.checkout = .presented(CheckoutFeature.State(productID: "book-1"))
    XCTAssertEqual(
      try decodingError(state.saved()), "Checkout is presented but no book screen is on the stack.")
  }

  func testAnUnknownTagOnCheckoutsStackIsRefusedNamingIt() async throws {
    var state = deepState()
    state.editor = .dismissed
    state.checkout = .presented(CheckoutFeature.State(productID: "book-1"))
    let json = try XCTUnwrap(String(data: state.saved(), encoding: .utf8))
      .replacingOccurrences(
        of: "\"nav\" : [\n\n      ]", with: #""nav" : [{"tag": "Elsewhere.Path", "value": "x"}]"#)
    XCTAssertTrue(json.contains("Elsewhere.Path"), "the fixture planted the unknown tag")
    XCTAssertTrue(
      try decodingError(Data(json.utf8)).hasPrefix("Unknown path tag type 'Elsewhere.Path'"))
  }

  func testAnythingButADocumentIsRefused() async {
    XCTAssertThrowsError(try AppFeature.State.restored(from: Data("[1, 2]".utf8)))
  }

  /// What the root view draws first for `state`, on a store of its own.
  func frame(_ state: AppFeature.State) -> String {
    let store = Store(initialState: state) {
      AppFeature()
    } withDependencies: {
      World.test(MemoryLibrary(catalog: relatedCatalog)).install(into: &$0)
    }
    return ViewHost(RootView(store: store)).render()
  }

  /// The message decoding `data` fails with; fails the test if it decodes.
  func decodingError(_ data: Data) throws -> String {
    do {
      _ = try AppFeature.State.restored(from: data)
    } catch let DecodingError.dataCorrupted(context) {
      return context.debugDescription
    }
    XCTFail("the document decoded")
    return ""
  }
}
