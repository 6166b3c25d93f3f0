import Foundation

/// Runs a command with a bound, capturing its output.
enum Run {
  /// The `tools` binary next to the test bundle in `.build/debug`.
  static var tools: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tools")
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  struct TimedOut: Error, CustomStringConvertible {
    let description: String
  }

  static func command(_ executable: String, _ arguments: [String], in directory: URL, timeout: TimeInterval)
    throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let folder = FileManager.default.temporaryDirectory
    let out = folder.appendingPathComponent("run-\(UUID().uuidString).out")
    let err = folder.appendingPathComponent("run-\(UUID().uuidString).err")
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
