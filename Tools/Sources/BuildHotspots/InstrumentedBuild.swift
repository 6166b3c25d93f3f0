import BuildTrace
import Foundation
import ToolSupport

/// Runs the one instrumented `swift build`, showing its progress on stderr, bounded by
/// `TOOLS_BUILD_TIMEOUT` (an hour by default): a build that hangs (a SwiftPM waiting for a lock
/// another holds) ends in exit 2 naming the command and the wait, never in a silent CI timeout.
struct InstrumentedBuild {
  var packagePath: String
  var scratchPath: String
  var buildSystem: String
  var product: String?
  var target: String?
  var wrapper: FrontendWrapper
  var expressionThreshold: Int
  /// The user's `-Xswiftc` flags, after the timing flags.
  var swiftcFlags: [String] = []
  /// How long the build may run before it is stopped.
  var timeout: TimeInterval = ProcessTimeout.buildSeconds()

  struct Outcome {
    var succeeded: Bool
    var output: String
    /// Seconds since 1970 when the build started, and its wall time.
    var start: Double
    var seconds: Double
  }

  /// The arguments after `swift`. The timing flags reach every frontend job through the driver.
  var arguments: [String] {
    var arguments = [
      "build", "--package-path", packagePath, "--build-system", buildSystem, "--scratch-path", scratchPath,
    ]
    if let product { arguments += ["--product", product] }
    if let target { arguments += ["--target", target] }
    arguments += ["-Xswiftc", "-driver-use-frontend-path", "-Xswiftc", wrapper.executable.path]
    for flag in ["-debug-time-function-bodies", "-warn-long-expression-type-checking=\(expressionThreshold)"]
    {
      arguments += ["-Xswiftc", "-Xfrontend", "-Xswiftc", flag]
    }
    arguments += swiftcFlags.flatMap { ["-Xswiftc", $0] }
    return arguments
  }

  /// The command as reports show it: the scratch folder relative to the package when it lies
  /// inside it, else `SCRATCH`, so a report, and a docs table made from one, names no machine's
  /// folders (the command as run goes to stderr when the build starts).
  var reportedCommand: String {
    Self.reported(["swift"] + arguments, scratch: scratchPath, package: packagePath)
  }

  /// `command` with `scratch`, and every path below it, shown as in `reportedCommand`.
  static func reported(_ command: [String], scratch: String, package: String) -> String {
    let absolute = URL(fileURLWithPath: scratch).standardizedFileURL.path
    let root = URL(fileURLWithPath: package).standardizedFileURL.path
    let shown = absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : "SCRATCH"
    return command.map { argument in
      if argument == scratch { return shown }
      if argument.hasPrefix(scratch + "/") { return shown + argument.dropFirst(scratch.count) }
      return argument
    }.joined(separator: " ")
  }

  func run() throws -> Outcome {
    let log = URL(fileURLWithPath: scratchPath).appendingPathComponent("build-hotspots.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let start = Date().timeIntervalSince1970
    let clock = ContinuousClock.now
    try ChildSignals.run(process)
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: timeout)
    let terminal = isatty(STDERR_FILENO) == 1
    var lastPrinted = -10.0
    while process.isRunning {
      Thread.sleep(forTimeInterval: 0.25)
      let elapsed = seconds(since: clock)
      guard terminal || elapsed - lastPrinted >= 10 else { continue }
      lastPrinted = elapsed
      let step = Self.lastStep(in: log)
      let line = String(format: "build-hotspots: building %@ %.1f s", step, elapsed)
      FileHandle.standardError.write(Data((terminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
    }
    process.waitUntilExit()
    let elapsed = seconds(since: clock)
    if deadline.finish() {
      FileHandle.standardError.write(
        Data(((terminal ? "\r\u{1B}[K" : "") + "build-hotspots: build stopped\n").utf8))
      throw BoundedProcess.TimedOut(
        command: (["swift"] + arguments).joined(separator: " "), seconds: timeout,
        remedy: "\(ProcessTimeout.buildVariable)=SECONDS")
    }
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let done = String(
      format: "build-hotspots: build %@ in %.1f s", process.terminationStatus == 0 ? "done" : "FAILED",
      elapsed)
    FileHandle.standardError.write(Data(((terminal ? "\r\u{1B}[K" : "") + done + "\n").utf8))
    return Outcome(succeeded: process.terminationStatus == 0, output: output, start: start, seconds: elapsed)
  }

  private func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The last `[i/n]` SwiftPM printed, read from the end of the log.
  private static func lastStep(in log: URL) -> String {
    guard let handle = try? FileHandle(forReadingFrom: log) else { return "" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    // Timing lines follow each compile job by the thousand, so look well back for the last step.
    try? handle.seek(toOffset: size > 262_144 ? size - 262_144 : 0)
    let tail = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    let step = tail.split(separator: "\n").last { $0.hasPrefix("[") && $0.contains("/") && $0.contains("]") }
    return step.map { String($0.prefix { $0 != "]" }) + "]" } ?? "(planning)"
  }
}
