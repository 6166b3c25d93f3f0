import Foundation

/// A command run to its end or to a deadline, whichever comes first. Every helper command the tools
/// start goes through here (`swift package dump-package`, `git`, `swift format`), and so do the
/// tools' own tests: a child that waits forever (a nested SwiftPM waiting for the lock its parent
/// holds, a prompt on stdin) must end in an error that names the command and the wait, never in a
/// silent hang.
///
/// Output goes to files, not pipes: a chatty child would fill a pipe nobody reads until it exits,
/// and stall, and no reader thread is needed to prevent it. Stdin is `/dev/null`, so nothing waits
/// for an answer, or a file holding the caller's `input` (`git cat-file --batch-check`): a child
/// that stops reading cannot block a writer, because there is none. Past the deadline the child
/// and everything it started are stopped.
public enum BoundedProcess {
  /// How the command ended and what it wrote.
  public struct Result: Sendable {
    /// The exit status, or the signal's number when a signal ended it.
    public var status: Int32
    /// Standard output as written, for output that is not text (`git diff -z`).
    public var output: Data
    /// Standard error, decoded as UTF-8.
    public var stderr: String
    /// Standard output decoded as UTF-8 (a byte that is not UTF-8 becomes U+FFFD).
    public var stdout: String { String(decoding: output, as: UTF8.self) }

    /// A result for a caller that stands in for a run (a command that could not start).
    public init(status: Int32, stdout: String, stderr: String) {
      self.init(status: status, output: Data(stdout.utf8), stderr: stderr)
    }

    /// A result holding standard output as bytes.
    public init(status: Int32, output: Data, stderr: String) {
      self.status = status
      self.output = output
      self.stderr = stderr
    }
  }

  /// The command ran past its deadline and was stopped.
  public struct TimedOut: Error, CustomStringConvertible {
    /// The command line as a person would type it.
    public let command: String
    /// The bound it ran past.
    public let seconds: TimeInterval
    /// How to give it longer: the environment variable or the option that sets this bound.
    public let remedy: String

    /// `remedy` defaults to the helper commands' variable.
    public init(command: String, seconds: TimeInterval, remedy: String = "\(ProcessTimeout.variable)=SECONDS")
    {
      self.command = command
      self.seconds = seconds
      self.remedy = remedy
    }

    /// The message a tool prints before exiting 2.
    public var description: String {
      "'\(command)' did not finish within \(ProcessTimeout.format(seconds)) s and was stopped "
        + "(\(remedy) waits longer)"
    }
  }

  /// The `tools` binary beside the running test bundle (in `.build/debug`).
  public static var toolsBesideTests: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tools")
  }

  /// Runs `command` found on `PATH` (in `environment`'s when given), so `swift` and `git` resolve
  /// as in a shell. Each name is looked up once per process and started directly: going through
  /// `/usr/bin/env` would start two processes per call, and on a loaded machine each start costs
  /// milliseconds of a budget like `tools affected`'s 200 ms. A name not found on `PATH` is left
  /// to `/usr/bin/env`, which reports it as a shell would (exit 127).
  public static func run(
    command: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    input: Data? = nil, outputFolder: URL = FileManager.default.temporaryDirectory, timeout: TimeInterval,
    remedy: String = "\(ProcessTimeout.variable)=SECONDS"
  ) throws -> Result {
    let path = (environment ?? ProcessInfo.processInfo.environment)["PATH"]
    if let name = command.first, let found = CommandPath.shared.lookUp(name, path: path) {
      return try run(
        found, Array(command.dropFirst()), in: directory, environment: environment, input: input,
        outputFolder: outputFolder, timeout: timeout, remedy: remedy, shown: command)
    }
    return try run(
      "/usr/bin/env", command, in: directory, environment: environment, input: input,
      outputFolder: outputFolder, timeout: timeout, remedy: remedy)
  }

  /// `input`, when given, is the command's standard input (else `/dev/null`); `outputFolder`
  /// holds the unnamed files of its output and input (the temporary folder);
  /// `remedy` is what the timeout's message says gives the command longer.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, input: Data? = nil,
    outputFolder: URL = FileManager.default.temporaryDirectory, timeout: TimeInterval,
    remedy: String = "\(ProcessTimeout.variable)=SECONDS"
  ) throws -> Result {
    try run(
      executable, arguments, in: directory, environment: environment, input: input,
      outputFolder: outputFolder, timeout: timeout, remedy: remedy,
      shown: executable == "/usr/bin/env" ? arguments : [executable] + arguments)
  }

  /// `shown` is the command line a timeout names.
  private static func run(
    _ executable: String, _ arguments: [String], in directory: URL?, environment: [String: String]?,
    input: Data?, outputFolder: URL, timeout: TimeInterval, remedy: String, shown: [String]
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    // Each file's descriptor is closed when the run ends, whichever way.
    let out = try ScratchFile(in: outputFolder)
    let err = try ScratchFile(in: outputFolder)
    process.standardOutput = out.handle
    process.standardError = err.handle
    let stdin = try input.map { try ScratchFile(in: outputFolder, holding: $0) }
    process.standardInput = stdin?.handle ?? FileHandle.nullDevice
    defer {
      out.close()
      err.close()
      stdin?.close()
    }
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try ChildSignals.run(process)
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      ProcessTree.stop(process.processIdentifier)
      process.waitUntilExit()
      throw TimedOut(command: shown.joined(separator: " "), seconds: timeout, remedy: remedy)
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: out.contents(),
      stderr: String(decoding: err.contents(), as: UTF8.self))
  }
}
