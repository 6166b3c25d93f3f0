import AppMap
import Foundation
import HeadlessUI
import Reliability
import XCTest

/// How a journey's steps become the navigation map's edges, and how the share is counted.
@MainActor
final class TransitionCoverageTests: XCTestCase {
  /// A gesture's edge ends where the app rests once its call answered; a link is named by its
  /// pattern; a book by its kind.
  func testAJourneyWalksTheMapsEdgesInGeneralForm() async {
    let driver = ModelDriver<BookshelfHarness>()
    defer { driver.harness.tearDown() }
    _ = await driver.settleAndCheck()
    let steps: [ModelStep] = [
      .complete(call: "load", succeeds: true), .gesture(.openURL(URL(string: "bookshelf://book/1")!)),
      .gesture(.tap("Solaris")), .gesture(.tap("Buy a copy")), .gesture(.tap("Continue")),
      .gesture(.tap("Pay")), .complete(call: "charge", succeeds: true), .gesture(.tap("Close")),
    ]
    for step in steps {
      let applied = await driver.perform(step)
      XCTAssertTrue(applied, "\(step)")
      let problems = await driver.settleAndCheck()
      XCTAssertEqual(problems, [], "\(step)")
    }
    driver.closeEdge()
    XCTAssertEqual(
      driver.transitions.walked.sorted().map(\.line),
      [
        "edge Book + sheet Checkout -- tap Continue -> Book + sheet Payment",
        "edge Book + sheet Payment -- tap Pay -> Book + sheet Receipt",
        "edge Book + sheet Receipt -- tap Close -> Book",
        "edge Book -- tap Buy a copy -> Book + sheet Checkout",
        "edge Book -- tap a related book -> Book",
        "edge Library -- open bookshelf://book/<id> -> Book",
      ])
  }

  /// A gesture made while a call is still in flight leads where its answer decides: no edge.
  func testAGestureWhileACallIsInFlightIsNoEdge() async {
    let driver = ModelDriver<BookshelfHarness>()
    defer { driver.harness.tearDown() }
    _ = await driver.settleAndCheck()
    _ = await driver.perform(.gesture(.selectTab("Settings")))
    _ = await driver.settleAndCheck()
    driver.closeEdge()
    XCTAssertEqual(driver.transitions.walked, [], "the library's load was still running")
  }

  func testTheShareCountsTheMapsEdgesWalkedAndListsTheRest() {
    let map = NavigationMap(
      app: "shop", root: "Home",
      edges: [
        MapEdge(from: "Home", gesture: "tap Buy", to: "Checkout"),
        MapEdge(from: "Checkout", gesture: "back", to: "Home"),
      ])
    var coverage = TransitionCoverage()
    coverage.walked = [
      MapEdge(from: "Home", gesture: "tap Buy", to: "Checkout"),
      MapEdge(from: "Payment", gesture: "tap Pay", to: "Payment + alert PaymentFailed"),
    ]
    let (share, missing) = coverage.measure(against: map)
    XCTAssertEqual(share, 0.5)
    XCTAssertEqual(missing, [MapEdge(from: "Checkout", gesture: "back", to: "Home")])
  }

  func testTheCheckedInMapsAreFound() {
    XCTAssertEqual(TransitionCoverage.checkedInMap("shop")?.root, "Home")
    XCTAssertEqual(TransitionCoverage.checkedInMap("bookshelf")?.root, "Library")
  }
}
