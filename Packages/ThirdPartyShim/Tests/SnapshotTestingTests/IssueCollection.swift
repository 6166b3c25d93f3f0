import Foundation
import ThirdPartyShim

/// The snapshot tests collect the failures they expect with an issue reporter of their own.
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

/// The issues reported while `body` runs.
func collectIssuesSynchronously(_ body: () throws -> Void) rethrows -> [String] {
  let collector = IssueCollector()
  try withIssueReporters([collector]) { try body() }
  return collector.messages
}
