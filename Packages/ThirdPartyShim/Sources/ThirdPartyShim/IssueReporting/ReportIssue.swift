import Foundation

/// Reports misuse as swift-issue-reporting's `reportIssue` does: every current issue reporter
/// gets it (inside `withExpectedIssue`, as an expected issue). The default reporter fails the
/// test whose test store did the work that reported it, and elsewhere prints a runtime warning
/// to standard error; never a crash.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let expected = ExpectedIssues.current
  expected?.count()
  for reporter in IssueReporters.current {
    if expected != nil {
      reporter.expectIssue(message(), fileID: fileID, filePath: filePath, line: line, column: column)
    } else {
      reporter.reportIssue(message(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// Reports a caught error as `reportIssue` reports a message: "Caught error: …".
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let expected = ExpectedIssues.current
  expected?.count()
  for reporter in IssueReporters.current {
    if expected != nil {
      reporter.expectIssue(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    } else {
      reporter.reportIssue(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// The reporter `IssueReporters.current` starts with. Where a test store installed a recorder
/// for its work (a send, its effects, its launch, its own assertions), an issue fails that
/// test; anywhere else it is a runtime warning on standard error.
struct DefaultIssueReporter: IssueReporter {
  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "Issue reported at \(fileID):\(line)"
    if let recorder = TestIssueRecorder.current {
      recorder.record(text, fileID, filePath, line, column)
    } else {
      FileHandle.standardError.write(Data("[runtime warning] \(text)\n".utf8))
    }
  }
}

/// How a test store fails its test from code that cannot see XCTest or Swift Testing: it runs
/// its work with a recorder, which the default issue reporter hands each issue to.
package final class TestIssueRecorder: Sendable {
  @TaskLocal package static var current: TestIssueRecorder?

  package let record:
    @Sendable (
      _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
      _ column: UInt
    ) -> Void

  package init(
    record: @escaping @Sendable (String, StaticString, StaticString, UInt, UInt) -> Void
  ) {
    self.record = record
  }
}
