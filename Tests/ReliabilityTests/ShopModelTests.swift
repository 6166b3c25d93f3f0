import Reliability
import XCTest

@MainActor
final class ShopModelTests: XCTestCase {
  func testShopJourneysKeepTheModel() async {
    let summary = await ModelRunner.run(ShopHarness.self, steps: 2000)
    if let failure = summary.failure { XCTFail("\(failure)") }
    print("shop: \(summary.steps) steps, \(Int(summary.stepsPerSecond)) steps/s")
  }
}
