import Foundation

/// Runs `body`, in which an issue is expected, as swift-issue-reporting's `withExpectedIssue`:
/// issues reported inside reach the current reporters as expected issues (`expectIssue`), an
/// error `body` throws is one too, and if none is reported (and the issue is not
/// intermittent) the reporters get "Known issue was not recorded".
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  let observer = ExpectedIssues()
  ExpectedIssues.$current.withValue(observer) {
    do {
      try body()
    } catch {
      observer.count()
      for reporter in IssueReporters.current {
        reporter.expectIssue(
          error, message, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }
  observer.reportIfNoneSeen(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Runs `body`, in which an issue is expected: the asynchronous `withExpectedIssue`.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async {
  let observer = ExpectedIssues()
  await ExpectedIssues.$current.withValue(observer) {
    do {
      try await body()
    } catch {
      observer.count()
      for reporter in IssueReporters.current {
        reporter.expectIssue(
          error, message, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }
  observer.reportIfNoneSeen(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Counts the issues reported inside one `withExpectedIssue`.
final class ExpectedIssues: @unchecked Sendable {
  // Unchecked: guarded by `lock`.
  @TaskLocal static var current: ExpectedIssues?

  private let lock = NSLock()
  private var seen = 0

  func count() { lock.withLock { seen += 1 } }

  func reportIfNoneSeen(
    _ message: String?, isIntermittent: Bool, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    guard !isIntermittent, lock.withLock({ seen == 0 }) else { return }
    reportIssue(
      "Known issue was not recorded\(message.map { ": \($0)" } ?? "")", fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// Runs `body` and reports an error it throws as an issue (to `reporters` if given, else the
/// current ones), as swift-issue-reporting's `withErrorReporting`; nil when it threw.
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  func run() -> R? {
    do {
      return try body()
    } catch {
      reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
      return nil
    }
  }
  guard let reporters else { return run() }
  return withIssueReporters(reporters) { run() }
}

/// Runs `body` and reports an error it throws as an issue: the asynchronous
/// `withErrorReporting`.
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
) async -> R? {
  guard let reporters else {
    do {
      return try await body()
    } catch {
      reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
      return nil
    }
  }
  return await withIssueReporters(reporters) {
    do {
      return try await body()
    } catch {
      reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
      return nil
    }
  }
}
