import Reliability
import XCTest

/// Random command lines into the App's shell over both apps: refused with a message or run,
/// never a crash, a hang or a screen without state.
@MainActor
final class CommandFuzzTests: XCTestCase {
  func testRandomCommandLinesNeverBreakTheSession() async {
    let summary = await CommandFuzzer.run(seed: 0xC0DE, count: 400)
    XCTAssertEqual(summary.failures, [], summary.failures.joined(separator: "\n"))
    XCTAssertGreaterThan(summary.accepted, 100)
    XCTAssertGreaterThan(summary.refused, 20)
  }
}
