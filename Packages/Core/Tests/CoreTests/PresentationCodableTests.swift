import Core
import Foundation
import XCTest

/// A presented child survives a save; a child on its way out is restored as gone.
final class PresentationCodableTests: XCTestCase {
  struct Draft: Codable, Equatable { var text: String }

  func roundTrip(_ value: Presentation<Draft>) throws -> Presentation<Draft> {
    try JSONDecoder().decode(Presentation<Draft>.self, from: JSONEncoder().encode(value))
  }

  func testAPresentedChildRoundTrips() throws {
    XCTAssertEqual(try roundTrip(.presented(Draft(text: "Dune"))), .presented(Draft(text: "Dune")))
    XCTAssertEqual(try roundTrip(.dismissed), .dismissed)
  }

  func testADismissingChildIsRestoredDismissed() throws {
    XCTAssertEqual(try roundTrip(.dismissing(last: Draft(text: "Dune"))), .dismissed)
  }

  func testABrokenChildFailsNamingWhere() {
    let data = Data(#"{"presented": {"txt": "Dune"}}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Presentation<Draft>.self, from: data)) {
      guard case let DecodingError.keyNotFound(key, context) = $0 else {
        return XCTFail("expected a missing key, got \($0)")
      }
      XCTAssertEqual(key.stringValue, "text")
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["presented"])
    }
  }
}
