import Foundation

/// A command run to its end or to a deadline, whichever comes first, for the tools' own tests.
/// Output goes to files, not pipes: a chatty child (a `swift build`) would fill a pipe nobody reads
/// until it exits, and stall. A run past its deadline is stopped and reported with its command
/// line, so no test waits forever on a child.
public enum BoundedProcess {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  public struct TimedOut: Error, CustomStringConvertible {
    public let description: String
  }

  /// The `tools` binary beside the running test bundle (in `.build/debug`).
  public static var toolsBesideTests: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tools")
  }

  public static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let folder = FileManager.default.temporaryDirectory
    let out = folder.appendingPathComponent("bounded-\(UUID().uuidString).out")
    let err = folder.appendingPathComponent("bounded-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw TimedOut(description: "\(executable) \(arguments.joined(separator: " ")) ran past \(timeout) s")
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
