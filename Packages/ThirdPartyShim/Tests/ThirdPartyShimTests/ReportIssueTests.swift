import ThirdPartyShim
import XCTest

/// `reportIssue` is swift-issue-reporting's spelling of a runtime warning: it reaches the same
/// handler a test store installs, so misuse reported through it fails the test that caused it.
final class ReportIssueTests: XCTestCase {
  func testAReportedIssueReachesTheInstalledHandler() {
    let messages = RuntimeWarnings.collect { reportIssue("a child action for an absent child") }
    XCTAssertEqual(messages, ["a child action for an absent child"])
  }

  func testAnIssueWithoutAMessageNamesWhereItWasReported() {
    let messages = RuntimeWarnings.collect { reportIssue() }
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(
      messages[0].contains("ReportIssueTests.swift"), "names the file: \(messages)")
  }
}
