import Foundation

/// Where reported issues go, as swift-issue-reporting's `IssueReporter`: a test collects the
/// issues it expects with a reporter of its own, installed with `withIssueReporters`.
public protocol IssueReporter: Sendable {
  /// Called for each issue `reportIssue` reports while this reporter is current.
  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called for a caught error; by default, an issue describing it.
  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called instead of `reportIssue` inside `withExpectedIssue`; by default, nothing.
  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called for an error thrown inside `withExpectedIssue`; by default, `expectIssue` with a
  /// description of it.
  func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension IssueReporter {
  public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    reportIssue(
      IssueReporters.describe(error, message()), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  public func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}

  public func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    expectIssue(
      IssueReporters.describe(error, message()), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// The issue reporters of the current task, as swift-issue-reporting's `IssueReporters`.
public enum IssueReporters {
  /// The reporters `reportIssue` feeds, in order. Setting it outside `withIssueReporters`
  /// changes the process-wide default (an app's entry point); inside, the scope's list.
  public static var current: [any IssueReporter] {
    get { storage.reporters }
    set { storage.reporters = newValue }
  }

  /// One list shared by every task that did not scope its own: the default holds the reporter
  /// that fails the running test store's test, or prints a runtime warning.
  @TaskLocal static var storage = shared
  static let shared = Storage([DefaultIssueReporter()])

  /// Whether the current task runs inside `withIssueReporters`: a test store then reports
  /// there, and otherwise to the reporters current where it was made.
  package static var isScoped: Bool { storage !== shared }

  final class Storage: @unchecked Sendable {
    // Unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var list: [any IssueReporter]
    init(_ reporters: [any IssueReporter]) { list = reporters }
    var reporters: [any IssueReporter] {
      get { lock.withLock { list } }
      set { lock.withLock { list = newValue } }
    }
  }

  /// "Caught error: …", as upstream words an error turned into an issue.
  static func describe(_ error: any Error, _ message: String?) -> String {
    "Caught error: \(error)\(message.map { ": \($0)" } ?? "")"
  }
}

/// Runs `operation` with `reporters` as the current issue reporters; effects and tasks it
/// starts inherit them.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$storage.withValue(IssueReporters.Storage(reporters), operation: operation)
}

/// Runs `operation` with `reporters` as the current issue reporters; effects and tasks it
/// starts inherit them.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$storage.withValue(
    IssueReporters.Storage(reporters), operation: operation)
}
