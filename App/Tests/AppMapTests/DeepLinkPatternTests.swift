import AppMap
import Foundation
import XCTest

final class DeepLinkPatternTests: XCTestCase {
  private let payment = DeepLinkPattern(
    "shop://checkout/<product>/payment", example: "shop://checkout/coffee-grinder/payment", lands: "Payment")

  func testAURLMatchesAPatternWhoseIdsItFills() {
    XCTAssertTrue(payment.matches(URL(string: "shop://checkout/milk-frother/payment")!))
    XCTAssertTrue(payment.matches(payment.example))
  }

  func testAnythingElseDoesNot() {
    for text in [
      "shop://checkout/milk-frother", "shop://checkout//payment", "shop://checkout/Milk/payment",
      "shop://checkout/-x/payment", "shop://checkout/a/b/payment", "shop://checkout/a/payment/",
    ] {
      XCTAssertFalse(payment.matches(URL(string: text)!), text)
    }
  }
}
