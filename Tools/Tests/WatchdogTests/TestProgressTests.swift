import XCTest

@testable import Watchdog

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

  /// Swift Testing 6.3's lines for a parameterized test: its arguments' cases start inside it and
  /// never print an end when they pass; the test ends with its case count after its name.
  func testAParameterizedTestEndsUnderItsOwnNameAndItsCasesAreNotTests() {
    XCTAssertNil(TestProgress.event(in: "◇ Test case passing 1 argument x → 2 to param(_:) started."))
    XCTAssertNil(TestProgress.event(in: "◇ Test case passing 2 arguments source → \"enum A {"))
    XCTAssertEqual(TestProgress.withoutCaseCount("param(_:) with 3 test cases"), "param(_:)")
    XCTAssertEqual(TestProgress.withoutCaseCount("one(_:) with 1 test case"), "one(_:)")
    XCTAssertNil(TestProgress.withoutCaseCount("param(_:)"))
    XCTAssertNil(TestProgress.withoutCaseCount("\"Runs with three test cases\""))
    XCTAssertNil(TestProgress.withoutCaseCount("\"Runs with 3 test runs\""))
    XCTAssertNil(TestProgress.withoutCaseCount("\"Runs with 3 test cases twice\""))

    var progress = TestProgress()
    let start = ContinuousClock.now
    progress.read("◇ Test param(_:) started.", at: start)
    progress.read("◇ Test one(_:) started.", at: start)
    progress.read("◇ Test case passing 1 argument x → 1 to param(_:) started.", at: start)
    progress.read("◇ Test case passing 1 argument s → \"a\" to one(_:) started.", at: start)
    progress.read("✔ Test one(_:) with 1 test case passed after 1.0 seconds.", at: start + .seconds(1))
    progress.read(
      "✘ Test param(_:) with 3 test cases failed after 2.0 seconds with 1 issue.", at: start + .seconds(2))
    XCTAssertEqual(progress.runningNames, [])
    XCTAssertEqual(progress.finished.map(\.name), ["one(_:)", "param(_:)"])
    XCTAssertEqual(progress.finished.map(\.seconds), [1, 2])
    // The whole run going on past the limit afterwards is not a test past it.
    XCTAssertNil(progress.overdue(limit: .seconds(5), at: start + .seconds(60)))
  }

  /// A display name that happens to end in a case count ends the test of that very name.
  func testADisplayNameEndingInACaseCountEndsItsOwnTest() {
    var progress = TestProgress()
    let start = ContinuousClock.now
    progress.read("◇ Test \"Sorts with 2 test cases\" started.", at: start)
    progress.read("◇ Test \"Sorts\" started.", at: start)
    progress.read("✔ Test \"Sorts with 2 test cases\" passed after 1.0 seconds.", at: start + .seconds(1))
    XCTAssertEqual(progress.runningNames, ["\"Sorts\""])
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
