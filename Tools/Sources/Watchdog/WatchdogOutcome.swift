import Foundation

/// What `tools watchdog --json FILE` writes.
struct WatchdogOutcome: Codable, Equatable {
  var command: [String]
  var exitCode: Int32
  /// True when the watchdog stopped the run.
  var stopped: Bool
  /// The test that ran past the limit.
  var overdueTest: String?
  /// Every other test running when it stopped.
  var alsoRunning: [String]
  var limitSeconds: Double
  var testsFinished: Int
  var slowestTest: String?
  var slowestSeconds: Double?
}
