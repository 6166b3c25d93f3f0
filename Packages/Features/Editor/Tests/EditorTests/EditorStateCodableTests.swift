import AppDomain
import Editor
import Foundation
import XCTest

/// An editor's draft survives a save; a save in flight does not.
final class EditorStateCodableTests: XCTestCase {
  let dune = Book(id: 1, title: "Dune", notes: "")

  func roundTrip(_ state: EditorFeature.State) throws -> EditorFeature.State {
    try JSONDecoder().decode(EditorFeature.State.self, from: JSONEncoder().encode(state))
  }

  func testADraftRoundTripsWithWhatItStartedFrom() throws {
    var state = EditorFeature.State(book: dune)
    state.book.title = "Dune Messiah"
    state.saveError = "The book could not be saved (disk full)."
    let decoded = try roundTrip(state)
    XCTAssertEqual(decoded, state)
    XCTAssertTrue(decoded.hasUnsavedEdits, "the draft is still unsaved against the original")
  }

  func testASaveInFlightComesBackReadyToSave() throws {
    var state = EditorFeature.State(book: dune)
    state.book.notes = "Book one"
    state.isSaving = true
    var expected = state
    expected.isSaving = false
    XCTAssertEqual(try roundTrip(state), expected)
  }

  func testADraftOfAnotherBookIsRefusedSayingSo() throws {
    let data = Data(
      #"""
      {"book": {"id": 2, "title": "Anathem", "notes": ""},
       "original": {"id": 1, "title": "Dune", "notes": ""}}
      """#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(EditorFeature.State.self, from: data)) {
      guard case let DecodingError.dataCorrupted(context) = $0 else {
        return XCTFail("expected corrupted data, got \($0)")
      }
      XCTAssertEqual(
        context.debugDescription,
        "The draft is of book 2 but the editor was opened on book 1.")
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["book"])
    }
  }
}
