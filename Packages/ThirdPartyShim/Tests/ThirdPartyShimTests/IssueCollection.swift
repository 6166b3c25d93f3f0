import Foundation
import Testing
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The shim's own tests collect the issues they expect as the project's tests do, with an
/// issue reporter of their own: they cannot use the project's test support, which sits above
/// the shim.
final class IssueCollector: IssueReporter, @unchecked Sendable {
  // Unchecked: guarded by `lock`.
  private let lock = NSLock()
  private var stored: [String] = []

  var messages: [String] { lock.withLock { stored } }

  func reportIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let text = message() ?? "Issue reported at \(fileID):\(line)"
    lock.withLock { stored.append(text) }
  }
}

/// The issues reported while `body` runs and by the effects it starts.
@MainActor
func collectIssues(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
  let collector = IssueCollector()
  try await withIssueReporters([collector]) { try await body() }
  return collector.messages
}

/// The issues reported while `body`, which does not suspend, runs.
func collectIssuesSynchronously(_ body: () throws -> Void) rethrows -> [String] {
  let collector = IssueCollector()
  try withIssueReporters([collector]) { try body() }
  return collector.messages
}

/// A bounded wait for an observable fact; fails the test naming `what` when it never holds.
@MainActor
@discardableResult
func waitUntil(
  _ what: String,
  timeout: Duration = TestTimeouts.defaultWait,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: TestTimeouts.scaled(timeout))
  while !condition() {
    if ContinuousClock.now >= deadline {
      let message = "waitUntil: waited \(TestTimeouts.scaled(timeout)) until \(what); it never held."
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
      } else {
        XCTFail(message, file: filePath, line: line)
      }
      return false
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
