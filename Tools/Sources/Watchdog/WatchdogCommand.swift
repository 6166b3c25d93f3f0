import Foundation
import Synchronization
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tools watchdog -- swift test …`: no test may hang the run.
///
/// A test awaiting something that never comes (an effect sleeping on a test clock nobody
/// advances) blocks with no CPU, and the only sign is a CI job killed at its time limit with
/// no test named. The tests' own waits are bounded; this is the backstop for a wait that is
/// not: it names the test, shows where its threads are, and stops the run.
public enum WatchdogCommand {
  public static func run(arguments: [String]) -> Int32 {
    let options: WatchdogOptions
    do {
      options = try WatchdogOptions.parse(arguments)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n\(WatchdogOptions.usage)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
    if options.help {
      print(WatchdogOptions.usage)
      return ExitStatus.success.rawValue
    }
    let scale = WatchdogOptions.scale()
    let limit = Duration.seconds(options.testLimit * scale)
    let limitSeconds = options.testLimit * scale
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = LineBuffering.command(options.command)
    process.environment = LineBuffering.environment(ProcessInfo.processInfo.environment)
    let progress = SharedProgress()
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    do {
      try ChildSignals.run(process)
    } catch {
      note("error: could not start \(options.command.joined(separator: " ")): \(error)")
      return ExitStatus.cannotRun.rawValue
    }
    let forwarding = [
      Forwarder(outPipe.fileHandleForReading, to: FileHandle.standardOutput, progress: progress),
      Forwarder(errPipe.fileHandleForReading, to: FileHandle.standardError, progress: progress),
    ]
    // SIGINT / SIGTERM to the watchdog stop the whole run, not just the watchdog.
    let child = process.processIdentifier
    let trap = SignalTrap { signal in
      ProcessTree.stop(child)
      exit(128 + signal)
    }
    defer { trap.cancel() }

    var overdue: TestProgress.Running?
    var alsoRunning: [String] = []
    while process.isRunning {
      Thread.sleep(forTimeInterval: 0.2)
      let now = ContinuousClock.now
      if let late = progress.withLock({ $0.overdue(limit: limit, at: now) }) {
        overdue = late
        alsoRunning = progress.withLock { $0.runningNames }.filter { $0 != late.name }
        break
      }
    }

    let status: Int32
    if let overdue {
      note(
        "error: test '\(overdue.name)' has run longer than \(format(limitSeconds)) s"
          + "\(scale == 1 ? "" : " (--test-limit \(format(options.testLimit)) × TEST_TIMEOUT_SCALE \(format(scale)))")"
          + "; stopping the run")
      if !alsoRunning.isEmpty { note("note: also running: \(alsoRunning.joined(separator: ", "))") }
      if options.stacks {
        for pid in ProcessTree.testProcesses(under: child) {
          note("note: stacks of the test process while '\(overdue.name)' hung:\n" + StackDump.text(of: pid))
        }
      }
      ProcessTree.stop(child)
      process.waitUntilExit()
      forwarding.forEach { $0.wait(timeout: 5) }
      note("error: stopped: '\(overdue.name)' ran past \(format(limitSeconds)) s")
      status = 3
    } else {
      process.waitUntilExit()
      forwarding.forEach { $0.wait(timeout: 30) }
      status =
        process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus
    }
    let finished = progress.withLock { $0.finished }
    let slowest = finished.max { $0.seconds < $1.seconds }
    if let slowest {
      note(
        "note: \(finished.count) tests finished; slowest \(slowest.name) "
          + "(\(format(slowest.seconds)) s, limit \(format(limitSeconds)) s)")
    }
    if let path = options.jsonPath {
      let outcome = WatchdogOutcome(
        command: options.command, exitCode: status, stopped: overdue != nil,
        overdueTest: overdue?.name, alsoRunning: alsoRunning, limitSeconds: limitSeconds,
        testsFinished: finished.count, slowestTest: slowest?.name, slowestSeconds: slowest?.seconds)
      do {
        try SortedJSON.data(encoding: outcome, pretty: true).write(to: URL(fileURLWithPath: path))
      } catch {
        note("error: could not write \(path): \(error)")
      }
    }
    return status
  }

  static func note(_ text: String) {
    FileHandle.standardError.write(Data("watchdog: \(text)\n".utf8))
  }

  static func format(_ seconds: Double) -> String {
    seconds.formatted(.number.precision(.fractionLength(0...1)))
  }
}

/// Copies a child's output to ours as it comes, and feeds each complete line to the progress.
private final class Forwarder: Sendable {
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle, to output: FileHandle, progress: SharedProgress) {
    let done = self.done
    Thread.detachNewThread {
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        output.write(chunk)
        pending.append(chunk)
        let now = ContinuousClock.now
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          progress.withLock { $0.read(line, at: now) }
        }
      }
      done.signal()
    }
  }

  func wait(timeout: TimeInterval) { _ = done.wait(timeout: .now() + timeout) }
}

/// The progress, read by the forwarding threads and the watching loop.
private final class SharedProgress: Sendable {
  private let state = Mutex(TestProgress())

  func withLock<T>(_ body: (inout TestProgress) -> T) -> T { state.withLock { body(&$0) } }
}

extension WatchdogCommand: ToolCommand {
  public static let name = "watchdog"
  public static let abstract = "run a test command; stop it, naming the test, if one test hangs"
  public static let audience = CommandAudience.product
}
