import Foundation
import ToolSupport

/// One `swift build` or `swift test`, bounded: its output goes to a log file (a test run can print
/// megabytes), and past `timeout` it is stopped with everything it started.
struct CommandRun {
  enum Outcome: Equatable {
    case exited(Int32)
    case timedOut
  }

  var outcome: Outcome
  var seconds: Double
  var log: String

  static func run(_ arguments: [String], in directory: String, timeout: TimeInterval, log: URL) -> CommandRun
  {
    let run: LoggedProcess
    do {
      run = try LoggedProcess.run(
        arguments, in: URL(fileURLWithPath: directory), log: log, timeout: timeout,
        remedy: "--timeout SECONDS")
    } catch {
      return CommandRun(outcome: .exited(127), seconds: 0, log: "cannot run \(arguments): \(error)")
    }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return CommandRun(
      outcome: run.timedOut == nil ? .exited(run.status) : .timedOut, seconds: run.seconds, log: text)
  }

  /// The first test the log says failed (XCTest or Swift Testing), for "killed by".
  var firstFailedTest: String? {
    for line in log.split(separator: "\n") {
      if let range = line.range(of: ": error: ") {
        let rest = line[range.upperBound...]
        if let end = rest.range(of: " : ") { return String(rest[..<end.lowerBound]) }
      }
      if line.contains("Test Case '"), line.contains("' failed"), let open = line.range(of: "Test Case '"),
        let close = line[open.upperBound...].firstIndex(of: "'")
      {
        return String(line[open.upperBound..<close])
      }
      if let range = line.range(of: " Test "), line.contains(" failed after ") {
        let rest = line[range.upperBound...]
        if let end = rest.range(of: " failed after ") { return String(rest[..<end.lowerBound]) }
      }
    }
    return nil
  }

  /// The test `tools watchdog` stopped, from its "test '…' has run longer" line.
  var hungTest: String? {
    guard let range = log.range(of: "watchdog: error: test '") else { return nil }
    let rest = log[range.upperBound...]
    return rest.range(of: "' has run longer").map { String(rest[..<$0.lowerBound]) }
  }

  /// The last lines of the log, for a report.
  var tail: String { log.split(separator: "\n").suffix(15).joined(separator: "\n") }
}
