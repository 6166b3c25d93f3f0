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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let started = Date()
    guard let handle = try? FileHandle(forWritingTo: log) else {
      return CommandRun(outcome: .exited(127), seconds: 0, log: "cannot write \(log.path)")
    }
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do {
      try ChildSignals.run(process)
    } catch {
      return CommandRun(outcome: .exited(127), seconds: 0, log: "cannot run \(arguments): \(error)")
    }
    let deadline = started.addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    var outcome = CommandRun.Outcome.exited(0)
    if process.isRunning {
      ProcessTree.stop(process.processIdentifier)
      outcome = .timedOut
    }
    process.waitUntilExit()
    if outcome != .timedOut { outcome = .exited(process.terminationStatus) }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return CommandRun(outcome: outcome, seconds: Date().timeIntervalSince(started), log: text)
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
