import Foundation
import Testing
import XCTest

/// Waits for an observable fact (a request started, a cancellation recorded, a store
/// released) instead of a fixed number of yields, which a loaded machine does not honour.
/// If `condition` does not hold within `timeout` (× `TEST_TIMEOUT_SCALE`) the test fails with
/// `what` in the message ("waited 2 s until the charge is requested"); returns whether it held.
///
/// The failure is recorded with Swift Testing or XCTest directly, not through `reportIssue`:
/// a wait that times out is the test's own failure, wherever it runs.
@MainActor
@discardableResult
public func waitUntil(
  _ what: String,
  timeout: Duration = .seconds(2),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let bound = timeout * WaitScale.factor
  let deadline = ContinuousClock.now.advanced(by: bound)
  while !condition() {
    if ContinuousClock.now >= deadline {
      let message = "waitUntil: waited \(WaitScale.describe(bound)) until \(what); it never held."
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      } else {
        XCTFail(message, file: filePath, line: line)
      }
      return false
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// `TEST_TIMEOUT_SCALE`, the factor a slow machine (a sanitizer build, a loaded runner) sets to
/// stretch every bounded wait, read here as the test store reads it: 1 unless a positive number.
enum WaitScale {
  static let factor: Double = {
    guard let text = ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"],
      let value = Double(text), value > 0, value.isFinite
    else { return 1 }
    return value
  }()

  static func describe(_ duration: Duration) -> String {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let text = seconds.formatted(.number.precision(.fractionLength(0...3)))
    return factor == 1 ? "\(text) s" : "\(text) s (TEST_TIMEOUT_SCALE=\(factor))"
  }
}
