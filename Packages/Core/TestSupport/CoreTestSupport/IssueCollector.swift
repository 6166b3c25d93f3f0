import Foundation
import ThirdPartyShim

/// An issue reporter that keeps what it is told instead of failing the test: how a test
/// asserts that a misuse is reported (a runtime warning, a test store's failure) with nothing
/// but IssueReporting's public `IssueReporter` and `withIssueReporters`, so the same test runs
/// on the Composable Architecture itself.
public final class IssueCollector: IssueReporter, @unchecked Sendable {
  // Unchecked: `stored` is guarded by `lock`; effects report from any thread.
  private let lock = NSLock()
  private var stored: [String] = []

  public init() {}

  /// The messages reported so far, in order.
  public var messages: [String] { lock.withLock { stored } }

  public func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? "Issue reported at \(fileID):\(line)"
    lock.withLock { stored.append(text) }
  }
}

/// The issues reported while `body` runs (and by the effects it starts, which inherit the
/// reporter), collected instead of failing the test.
@MainActor
public func collectIssues(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
  let collector = IssueCollector()
  try await withIssueReporters([collector]) { try await body() }
  return collector.messages
}

/// The issues reported while `body` runs, for code that does not suspend (a reducer run
/// directly, a snapshot assertion). A name of its own, so `await collectIssues { … }` never
/// picks it for a closure that happens not to suspend.
public func collectIssuesSynchronously(_ body: () throws -> Void) rethrows -> [String] {
  let collector = IssueCollector()
  try withIssueReporters([collector]) { try body() }
  return collector.messages
}
