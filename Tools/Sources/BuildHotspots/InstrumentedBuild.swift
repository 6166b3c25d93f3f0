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
    let terminal = isatty(STDERR_FILENO) == 1
    var lastPrinted = -10.0
    let build = try LoggedProcess.run(
      ["swift"] + arguments, log: log, timeout: timeout, remedy: "\(ProcessTimeout.buildVariable)=SECONDS",
      interval: 0.25
    ) { elapsed in
      guard terminal || elapsed - lastPrinted >= 10 else { return }
      lastPrinted = elapsed
      let line = String(format: "build-hotspots: building %@ %.1f s", Self.lastStep(in: log), elapsed)
      FileHandle.standardError.write(Data((terminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
    }
    let clear = terminal ? "\r\u{1B}[K" : ""
    if let timedOut = build.timedOut {
      FileHandle.standardError.write(Data((clear + "build-hotspots: build stopped\n").utf8))
      throw timedOut
    }
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let done = String(
      format: "build-hotspots: build %@ in %.1f s", build.status == 0 ? "done" : "FAILED", build.seconds)
    FileHandle.standardError.write(Data((clear + done + "\n").utf8))
    return Outcome(succeeded: build.status == 0, output: output, start: build.start, seconds: build.seconds)
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
