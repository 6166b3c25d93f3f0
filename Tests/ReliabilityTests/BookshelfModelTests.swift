import Reliability
import XCTest

@MainActor
final class BookshelfModelTests: XCTestCase {
  func testBookshelfJourneysKeepTheModel() async {
    let summary = await ModelRunner.run(BookshelfHarness.self, steps: 2000)
    if let failure = summary.failure { XCTFail("\(failure)") }
    print("bookshelf: \(summary.steps) steps, \(Int(summary.stepsPerSecond)) steps/s")
  }
}
