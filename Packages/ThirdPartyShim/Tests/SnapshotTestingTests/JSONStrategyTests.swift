import Foundation
import XCTest

@testable import SnapshotTesting

/// `.json`: pretty, sorted keys, the same text every run; an encoding error is a failure.
final class JSONStrategyTests: XCTestCase {
  struct Order: Encodable {
    var product = "coffee-grinder"
    var promo: String? = "SAVE10"
    var lines = ["a": 2, "b": 1]
    var url = "shop://receipt/order-1"
  }

  func testAnEncodableIsPrettyJSONWithSortedKeys() throws {
    XCTAssertEqual(
      try Snapshotting<Order, String>.json.snapshot(Order()),
      """
      {
        "lines" : {
          "a" : 2,
          "b" : 1
        },
        "product" : "coffee-grinder",
        "promo" : "SAVE10",
        "url" : "shop://receipt/order-1"
      }
      """)
    XCTAssertEqual(Snapshotting<Order, String>.json.pathExtension, "json")
  }

  struct Unencodable: Encodable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(
        Double.nan, .init(codingPath: [], debugDescription: "NaN has no JSON"))
    }
  }

  func testAValueThatFailsToEncodeIsAFailureNamingTheReference() throws {
    let folder = try TemporaryFolder()
    let failure = verifySnapshot(
      of: Unencodable(), as: .json, named: "order", record: .missing,
      snapshotDirectory: folder.path, testName: "testOrder()")
    XCTAssertTrue(
      failure?.hasPrefix("Could not snapshot the value for testOrder.order.json: ") == true,
      failure ?? "")
    XCTAssertEqual(folder.files, [])
  }
}
