import Foundation

/// A command run to its end or to a deadline, whichever comes first. Every helper command the tools
/// start goes through here (`swift package dump-package`, `git`, `swift format`), and so do the
/// tools' own tests: a child that waits forever (a nested SwiftPM waiting for the lock its parent
/// holds, a prompt on stdin) must end in an error that names the command and the wait, never in a
/// silent hang.
///
/// Output goes to files, not pipes: a chatty child would fill a pipe nobody reads until it exits,
/// and stall. Stdin is `/dev/null`, so nothing waits for an answer. Past the deadline the child and
/// everything it started are stopped.
public enum BoundedProcess {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  /// The command ran past its deadline and was stopped.
  public struct TimedOut: Error, CustomStringConvertible {
    /// The command line as a person would type it.
    public let command: String
    public let seconds: TimeInterval
    /// How to give it longer: the environment variable or the option that sets this bound.
    public let remedy: String

    public init(command: String, seconds: TimeInterval, remedy: String = "\(ProcessTimeout.variable)=SECONDS")
    {
      self.command = command
      self.seconds = seconds
      self.remedy = remedy
    }

    public var description: String {
      "'\(command)' did not finish within \(ProcessTimeout.format(seconds)) s and was stopped "
        + "(\(remedy) waits longer)"
    }
  }

  /// The `tools` binary beside the running test bundle (in `.build/debug`).
  public static var toolsBesideTests: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tools")
  }

  /// Runs `command` found on `PATH` (through `/usr/bin/env`), so `swift` and `git` resolve as in a shell.
  public static func run(
    command: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    outputFolder: URL = FileManager.default.temporaryDirectory, timeout: TimeInterval,
    remedy: String = "\(ProcessTimeout.variable)=SECONDS"
  ) throws -> Result {
    try run(
      "/usr/bin/env", command, in: directory, environment: environment, outputFolder: outputFolder,
      timeout: timeout, remedy: remedy)
  }

  /// `outputFolder` holds the two output files while the command runs (the temporary folder);
  /// `remedy` is what the timeout's message says gives the command longer.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, outputFolder: URL = FileManager.default.temporaryDirectory,
    timeout: TimeInterval, remedy: String = "\(ProcessTimeout.variable)=SECONDS"
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let folder = outputFolder
    let out = folder.appendingPathComponent("bounded-\(UUID().uuidString).out")
    let err = folder.appendingPathComponent("bounded-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    // Each handle closes its descriptor when it is released, at the end of the run.
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try ChildSignals.run(process)
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      ProcessTree.stop(process.processIdentifier)
      process.waitUntilExit()
      let shown = executable == "/usr/bin/env" ? arguments : [executable] + arguments
      throw TimedOut(command: shown.joined(separator: " "), seconds: timeout, remedy: remedy)
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
