import Testing
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// `reportIssue`, `IssueReporter`, `withIssueReporters`, `IssueReporters.current`,
/// `withExpectedIssue` and `withErrorReporting` behave as swift-issue-reporting's do (the
/// module IssueReporting, which the Composable Architecture re-exports), and the shim's own
/// misuse reports and test store failures go through them.
final class IssueReportingTestsConformance: XCTestCase {
  /// Keeps expected issues apart from reported ones, to tell `expectIssue` from `reportIssue`.
  final class Reporter: IssueReporter, @unchecked Sendable {
    // Unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var _reported: [String] = []
    private var _expected: [String] = []
    var reported: [String] { lock.withLock { _reported } }
    var expected: [String] { lock.withLock { _expected } }

    func reportIssue(
      _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
      line: UInt, column: UInt
    ) {
      let text = message() ?? "(no message) \(fileID)"
      lock.withLock { _reported.append(text) }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
      line: UInt, column: UInt
    ) {
      let text = message() ?? "(no message) \(fileID)"
      lock.withLock { _expected.append(text) }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  func testEveryCurrentReporterGetsTheIssueInOrder() {
    let first = Reporter()
    let second = Reporter()
    withIssueReporters([first, second]) { reportIssue("an action for an absent child") }
    XCTAssertEqual(first.reported, ["an action for an absent child"])
    XCTAssertEqual(second.reported, ["an action for an absent child"])
  }

  func testTheReportersAreScopedAndRestored() {
    let outer = Reporter()
    let inner = Reporter()
    withIssueReporters([outer]) {
      reportIssue("outer 1")
      withIssueReporters([inner]) { reportIssue("inner") }
      reportIssue("outer 2")
    }
    XCTAssertEqual(outer.reported, ["outer 1", "outer 2"])
    XCTAssertEqual(inner.reported, ["inner"])
  }

  func testCurrentIsTheScopesListAndAddingToItKeepsBoth() {
    let first = Reporter()
    let second = Reporter()
    withIssueReporters([first]) {
      XCTAssertEqual(IssueReporters.current.count, 1)
      XCTAssertTrue(IssueReporters.current.first is Reporter)
      withIssueReporters(IssueReporters.current + [second]) { reportIssue("both") }
    }
    XCTAssertEqual(first.reported, ["both"])
    XCTAssertEqual(second.reported, ["both"])
  }

  func testAnEmptyListIgnoresIssues() {
    let outer = Reporter()
    withIssueReporters([outer]) {
      withIssueReporters([]) { reportIssue("ignored") }
    }
    XCTAssertEqual(outer.reported, [])
  }

  func testTasksStartedInsideInheritTheReporters() async {
    let reporter = Reporter()
    let task = withIssueReporters([reporter]) {
      Task { reportIssue("from an effect") }
    }
    await task.value
    XCTAssertEqual(reporter.reported, ["from an effect"])
  }

  func testTheAsynchronousScopeReachesAcrossSuspensions() async {
    let reporter = Reporter()
    await withIssueReporters([reporter]) {
      await Task.yield()
      reportIssue("after a suspension")
    }
    XCTAssertEqual(reporter.reported, ["after a suspension"])
  }

  func testAnIssueWithoutAMessageNamesWhereItWasReported() {
    let collected = collectIssuesSynchronously { reportIssue() }
    XCTAssertEqual(collected.count, 1)
    XCTAssertTrue(collected[0].contains("IssueReportingTestsConformance.swift"), "\(collected)")
  }

  func testACaughtErrorIsReportedAsCaughtError() {
    let collected = collectIssuesSynchronously { reportIssue(Failure(), "saving") }
    XCTAssertEqual(collected, ["Caught error: the disk is full: saving"])
  }

  func testInsideWithExpectedIssueReportersAreToldTheIssueIsExpected() {
    let reporter = Reporter()
    withIssueReporters([reporter]) {
      withExpectedIssue { reportIssue("known") }
    }
    XCTAssertEqual(reporter.reported, [])
    XCTAssertEqual(reporter.expected, ["known"])
  }

  func testWithExpectedIssueReportsWhenNoIssueCame() {
    let reporter = Reporter()
    withIssueReporters([reporter]) {
      withExpectedIssue("the child is absent") {}
    }
    XCTAssertEqual(reporter.reported, ["Known issue was not recorded: the child is absent"])
  }

  func testAnIntermittentIssueMayNotCome() {
    let reporter = Reporter()
    withIssueReporters([reporter]) {
      withExpectedIssue(isIntermittent: true) {}
    }
    XCTAssertEqual(reporter.reported, [])
  }

  func testAnErrorThrownInsideWithExpectedIssueIsTheExpectedIssue() {
    let reporter = Reporter()
    withIssueReporters([reporter]) {
      withExpectedIssue { throw Failure() }
    }
    XCTAssertEqual(reporter.reported, [])
    XCTAssertEqual(reporter.expected, ["Caught error: the disk is full"])
  }

  func testTheAsynchronousWithExpectedIssue() async {
    let reporter = Reporter()
    await withIssueReporters([reporter]) {
      await withExpectedIssue {
        await Task.yield()
        reportIssue("known")
      }
      await withExpectedIssue { await Task.yield() }
    }
    XCTAssertEqual(reporter.expected, ["known"])
    XCTAssertEqual(reporter.reported, ["Known issue was not recorded"])
  }

  func testWithErrorReportingReturnsTheValueOrReportsTheError() {
    let collected = collectIssuesSynchronously {
      XCTAssertEqual(withErrorReporting { 42 }, 42)
      let failed: Int? = withErrorReporting("loading") { throw Failure() }
      XCTAssertNil(failed)
    }
    XCTAssertEqual(collected, ["Caught error: the disk is full: loading"])
  }

  func testWithErrorReportingToGivenReporters() async {
    let reporter = Reporter()
    let failed: Int? = await withErrorReporting(to: [reporter]) {
      await Task.yield()
      throw Failure()
    }
    XCTAssertNil(failed)
    XCTAssertEqual(reporter.reported, ["Caught error: the disk is full"])
  }

  /// The shim's own misuse reports (here an "ifLet" given a child action while its child is
  /// absent) go through the current reporters.
  @MainActor
  func testTheShimsRuntimeWarningsReachTheCurrentReporters() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let collected = collectIssuesSynchronously { store.send(.child(.increment)) }
    XCTAssertEqual(collected.count, 1)
    XCTAssertTrue(collected.first?.hasPrefix("An \"ifLet\"") == true, "\(collected)")
  }
}

/// A test store's failures and the runtime warnings of the work it drives fail the running
/// test through the default reporter, and reach a test's own reporters instead when it
/// installs them.
@MainActor
@Suite struct TestStoreIssueConformance {
  @Test func aTestStoreFailureReachesTheTestsReporters() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(failures.count == 1)
  }

  @Test func aRuntimeWarningInASendFailsTheTestAtTheSend() async {
    await withKnownIssue {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      await store.send(.child(.increment))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Runtime warning: An \"ifLet\"") }
        && issue.sourceLocation?.fileName == "IssueReportingTestsConformance.swift"
    }
  }

  @Test func aTestStoreFailureFailsTheTest() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      issue.sourceLocation?.fileName == "IssueReportingTestsConformance.swift"
    }
  }
}
