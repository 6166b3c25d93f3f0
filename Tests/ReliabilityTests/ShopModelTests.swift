import HeadlessUI
import Reliability
import XCTest

/// The shop's model-based journeys on the CI budget (`make soak` runs 1,000,000 steps).
@MainActor
final class ShopModelTests: XCTestCase {
  /// The transition coverage the CI budget reaches (measured at the CI budget; docs/APP.md, “The navigation map”, says what is left and why).
  static let transitionFloor = 0.85

  func testShopJourneysKeepTheModel() async {
    let summary = await ModelRunner.run(ShopHarness.self, steps: 5_000)
    if let failure = summary.failure { return XCTFail("\(failure)") }
    XCTAssertEqual(summary.steps, 5_000)
    // Transition coverage: the share of the navigation map's edges these journeys walk, with
    // the ones they never take listed (docs/APP.md says why they are out of reach).
    let transitions = summary.transitions.report(app: "shop")
    print(transitions.text)
    XCTAssertGreaterThanOrEqual(transitions.share ?? 0, Self.transitionFloor, transitions.text)
    XCTAssertGreaterThan(summary.calls.started, 20, "journeys reach the payment")
    XCTAssertGreaterThanOrEqual(
      summary.coverage.relaunchesCompared, 20, "relaunches come back to the frame and navigation left")
    print(
      "shop: \(summary.steps) steps, \(Int(summary.stepsPerSecond)) steps/s, calls \(summary.calls); \(summary.coverage)"
    )
  }

  /// The reproduction the model shrank for the blank quick-buy dismissal frame.
  func testQuickBuySwipeDownKeepsItsContentWhileDismissing() async {
    let problems = await ModelRunner.replay(
      ShopHarness.self, [.gesture(.tap("Quick buy")), .gesture(.dismissSheet)])
    XCTAssertNil(problems)
  }

  /// A failing journey prints its seed and a shrunk reproduction: a harness whose model says
  /// a second checkout screen is a bug fails, and ddmin keeps only the steps needed.
  func testAFailureIsShrunkToAReproduction() async {
    let steps: [ModelStep] = [
      .gesture(.tap("Milk frother")), .gesture(.tap("Buy")), .gesture(.back),
      .gesture(.tap("Coffee grinder")),
      .gesture(.tap("Buy")), .gesture(.tap("Promo code")), .gesture(.dismissSheet),
      .gesture(.tap("Continue")),
    ]
    let shrunk = await Shrinker.shrink(steps) { candidate in
      // A stand-in failure: "Continue after Buy" — the minimum is those two steps.
      guard let buy = candidate.firstIndex(of: .gesture(.tap("Buy"))) else { return false }
      return candidate[buy...].contains(.gesture(.tap("Continue")))
    }
    XCTAssertEqual(shrunk, [.gesture(.tap("Buy")), .gesture(.tap("Continue"))])
  }
}
