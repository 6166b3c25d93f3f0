import Foundation
import HeadlessUI
import Reliability
import XCTest

/// Bookshelf's model-based journeys on the CI budget (`make soak` runs 1,000,000 steps).
@MainActor
final class BookshelfModelTests: XCTestCase {
  /// The transition coverage the CI budget reaches (measured at the CI budget; docs/APP.md, “The navigation map”, says what is left and why).
  static let transitionFloor = 0.65

  func testBookshelfJourneysKeepTheModel() async {
    let summary = await ModelRunner.run(BookshelfHarness.self, steps: 5_000)
    if let failure = summary.failure { return XCTFail("\(failure)") }
    XCTAssertEqual(summary.steps, 5_000)
    // Transition coverage: the share of the navigation map's edges these journeys walk, with
    // the ones they never take listed (docs/APP.md says why they are out of reach).
    let transitions = summary.transitions.report(app: "bookshelf")
    print(transitions.text)
    XCTAssertGreaterThanOrEqual(transitions.share ?? 0, Self.transitionFloor, transitions.text)
    XCTAssertGreaterThan(summary.calls.started, 20, "journeys reach loads, saves and payments")
    print(
      "bookshelf: \(summary.steps) steps, \(Int(summary.stepsPerSecond)) steps/s, calls \(summary.calls); "
        + "\(summary.coverage)")
    // The journeys go where recursion breaks things: many book screens deep, a deep stack
    // replaced by a link, several levels popped at once, relaunches from deep stacks whose
    // frame and navigation came back as they were left. A generator that stops getting
    // there fails here rather than passing without testing it.
    let coverage = summary.coverage
    XCTAssertGreaterThanOrEqual(coverage.deepJourneys, 5, "journeys stand on five book screens")
    XCTAssertGreaterThanOrEqual(coverage.relaunchesCompared, 50, "relaunches come back as left")
    XCTAssertGreaterThanOrEqual(
      coverage.deepRelaunchesCompared, 10, "relaunches from ≥ 3 book screens come back as left")
    XCTAssertGreaterThanOrEqual(coverage.deepReplacements, 25, "links replace multi-book stacks")
    XCTAssertGreaterThanOrEqual(coverage.multiLevelPops, 10, "pops take several book screens at once")
  }

  /// The reproduction the model shrank for the blank editor frame over a deep-linked book.
  func testDeepLinkToAnotherBookUnderTheEditorDrawsNoBlankSheet() async {
    let problems = await ModelRunner.replay(
      BookshelfHarness.self,
      [
        .complete(call: "load", succeeds: true), .gesture(.openURL(URL(string: "bookshelf://book/3")!)),
        .gesture(.tap("Edit")), .gesture(.openURL(URL(string: "bookshelf://book/1")!)),
      ])
    XCTAssertNil(problems)
  }
}
