import Foundation
import HeadlessUI
import Reliability
import XCTest

/// Bookshelf's model-based journeys on the CI budget (`make soak` runs 1,000,000 steps).
@MainActor
final class BookshelfModelTests: XCTestCase {
  func testBookshelfJourneysKeepTheModel() async {
    let summary = await ModelRunner.run(BookshelfHarness.self, steps: 5_000)
    if let failure = summary.failure { XCTFail("\(failure)") }
    XCTAssertEqual(summary.steps, 5_000)
    XCTAssertGreaterThan(summary.calls.started, 20, "journeys reach loads, saves and payments")
    print("bookshelf: \(summary.steps) steps, \(Int(summary.stepsPerSecond)) steps/s, calls \(summary.calls)")
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
