import XCTest

@testable import TestWatchdog

final class TestProgressTests: XCTestCase {
  func testXCTestLinesStartAndEndATest() {
    XCTAssertEqual(
      TestProgress.event(in: "Test Case 'StoreTests.testIfLet' started at 2026-11-30 13:00:00.000"),
      .started("StoreTests.testIfLet"))
    XCTAssertEqual(
      TestProgress.event(in: "Test Case 'StoreTests.testIfLet' passed (0.002 seconds)"),
      .ended("StoreTests.testIfLet"))
    XCTAssertEqual(
      TestProgress.event(in: "Test Case 'StoreTests.testIfLet' failed (2.013 seconds)"),
      .ended("StoreTests.testIfLet"))
    XCTAssertNil(TestProgress.event(in: "Test Suite 'StoreTests' started at 2026-11-30"))
  }

  func testSwiftTestingLinesStartAndEndATest() {
    XCTAssertEqual(TestProgress.event(in: "◇ Test sendReduces() started."), .started("sendReduces()"))
    XCTAssertEqual(
      TestProgress.event(in: "✔ Test sendReduces() passed after 0.001 seconds."), .ended("sendReduces()"))
    XCTAssertEqual(
      TestProgress.event(in: "✘ Test sendReduces() failed after 0.001 seconds with 1 issue."),
      .ended("sendReduces()"))
    XCTAssertNil(TestProgress.event(in: "✘ Test sendReduces() recorded an issue at X.swift:3:5"))
    XCTAssertNil(TestProgress.event(in: "◇ Test run started."))
    XCTAssertEqual(TestProgress.event(in: "◇ Test run() started."), .started("run()"))
    XCTAssertNil(TestProgress.event(in: "✔ Test run with 2 tests in 1 suite passed after 0.1 seconds."))
    XCTAssertNil(TestProgress.event(in: "◇ Suite Checks started."))
  }

  func testOnlyATestPastTheLimitIsOverdue() {
    var progress = TestProgress()
    let start = ContinuousClock.now
    progress.read("Test Case 'A.testQuick' started at x", at: start)
    progress.read("Test Case 'A.testQuick' passed (0.1 seconds)", at: start + .seconds(1))
    progress.read("Test Case 'A.testHangs' started at x", at: start + .seconds(1))
    XCTAssertNil(progress.overdue(limit: .seconds(5), at: start + .seconds(5)))
    XCTAssertEqual(progress.overdue(limit: .seconds(5), at: start + .seconds(7))?.name, "A.testHangs")
    XCTAssertEqual(progress.finished.map(\.name), ["A.testQuick"])
  }

  func testTheSwiftTestingRunItselfIsNeverOverdue() {
    var progress = TestProgress()
    let start = ContinuousClock.now
    progress.read("◇ Test run started.", at: start)
    progress.read("◇ Test slow() started.", at: start)
    progress.read("✔ Test slow() passed after 9.0 seconds.", at: start + .seconds(9))
    XCTAssertNil(progress.overdue(limit: .seconds(5), at: start + .seconds(10)))
  }

  func testOptionsNeedACommandAndAPositiveLimit() throws {
    XCTAssertThrowsError(try WatchdogOptions.parse(["--test-limit", "5"]))
    XCTAssertThrowsError(try WatchdogOptions.parse(["--test-limit", "-1", "--", "true"]))
    XCTAssertThrowsError(try WatchdogOptions.parse(["--bogus", "--", "true"]))
    let options = try WatchdogOptions.parse(["--test-limit", "5", "--no-stacks", "--", "swift", "test"])
    XCTAssertEqual(options.testLimit, 5)
    XCTAssertFalse(options.stacks)
    XCTAssertEqual(options.command, ["swift", "test"])
    XCTAssertEqual(WatchdogOptions.scale(["TEST_TIMEOUT_SCALE": "2.5"]), 2.5)
    XCTAssertEqual(WatchdogOptions.scale(["TEST_TIMEOUT_SCALE": "zero"]), 1)
  }
}
