import Foundation

/// A bounded child whose standard output and error go together into a log file as it runs: what
/// builds and test runs need, whose output can be megabytes and is read after, or watched while
/// they run (a progress line). Past its time the child and everything it started are stopped,
/// as `BoundedProcess.run` stops its commands; the run says so instead of throwing, since a
/// caller of a build or a test run reports a stopped one as an outcome of its own.
public struct LoggedProcess: Sendable {
  /// The exit status, or 128 + the signal that ended it.
  public var status: Int32
  /// Why it was stopped, when its deadline stopped it.
  public var timedOut: BoundedProcess.TimedOut?
  /// When it started (seconds since 1970) and how long it ran.
  public var start: Double
  public var seconds: Double

  /// Runs `command` (looked up on `PATH` by `/usr/bin/env`) in `directory` with its output in
  /// `log` (created or emptied), for at most `timeout` seconds; `remedy` is what the stop's
  /// message says gives it longer. `watch` is called about every `interval` seconds while it runs,
  /// with the seconds so far. Throws only when the log cannot be written or the child not started.
  public static func run(
    _ command: [String], in directory: URL? = nil, log: URL, timeout: TimeInterval,
    remedy: String = "\(ProcessTimeout.variable)=SECONDS", interval: TimeInterval = 0.1,
    watch: (_ seconds: Double) -> Void = { _ in }
  ) throws -> LoggedProcess {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let start = Date().timeIntervalSince1970
    let clock = ContinuousClock.now
    func elapsed() -> Double { (ContinuousClock.now - clock) / .seconds(1) }
    try ChildSignals.run(process)
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: timeout)
    while process.isRunning {
      Thread.sleep(forTimeInterval: interval)
      watch(elapsed())
    }
    process.waitUntilExit()
    let stopped = deadline.finish()
    return LoggedProcess(
      status: process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus,
      timedOut: stopped
        ? BoundedProcess.TimedOut(command: command.joined(separator: " "), seconds: timeout, remedy: remedy)
        : nil,
      start: start, seconds: elapsed())
  }
}
