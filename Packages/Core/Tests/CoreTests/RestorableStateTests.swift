import Core
import Foundation
import XCTest

/// A flow's document: stable bytes, and a decoder that knows only the flow's tag types.
final class RestorableStateTests: XCTestCase {
  enum ShelfPath: String, Codable, Hashable, Sendable { case shelf, book }
  enum StrayPath: String, Codable, Hashable, Sendable { case stray }

  struct Flow: RestorableState, Equatable {
    static let tagTypes: [any NavigationTag.Type] = [ShelfPath.self]
    // Declared out of alphabetical order, so the sorted keys are the encoder's doing.
    var title = "Shelf"
    var nav = NavigationState()
  }

  func testASavedFlowRestoresEqualAndSavesToTheSameBytes() throws {
    var flow = Flow()
    flow.nav.append(ShelfPath.shelf)
    flow.nav.append(ShelfPath.book)
    let saved = try flow.saved()
    let restored = try Flow.restored(from: saved)
    XCTAssertEqual(restored, flow)
    XCTAssertEqual(try restored.saved(), saved, "two saves of one state are the same bytes")
    let text = String(decoding: saved, as: UTF8.self)
    XCTAssertLessThan(
      try XCTUnwrap(text.range(of: "\"nav\"")).lowerBound,
      try XCTUnwrap(text.range(of: "\"title\"")).lowerBound, "keys are sorted")
    XCTAssertTrue(text.contains("\n"), "indented, so a saved file diffs by line")
  }

  /// A flow's document whose stack holds a value of a declared tag type that no longer reads:
  /// the restore fails naming the entry, never hands back the flow with a shorter stack.
  func testABadValueOfADeclaredTagFailsTheRestoreNamingTheEntry() throws {
    var flow = Flow()
    flow.nav.append(ShelfPath.shelf)
    flow.nav.append(ShelfPath.book)
    let saved = String(decoding: try flow.saved(), as: UTF8.self)
    XCTAssertTrue(saved.contains("\"book\""), saved)
    let bogus = Data(saved.replacingOccurrences(of: "\"book\"", with: "\"bogus\"").utf8)
    XCTAssertThrowsError(try Flow.restored(from: bogus)) {
      XCTAssertTrue("\($0)".contains("Entry 1 of the stack is a"), "\($0)")
      XCTAssertTrue("\($0)".contains("ShelfPath"), "\($0)")
    }
  }

  func testATagTheFlowDoesNotDeclareFailsNamingIt() throws {
    var flow = Flow()
    flow.nav.append(StrayPath.stray)
    XCTAssertThrowsError(try Flow.restored(from: flow.saved())) {
      XCTAssertTrue("\($0)".contains("StrayPath"), "\($0)")
    }
  }
}
