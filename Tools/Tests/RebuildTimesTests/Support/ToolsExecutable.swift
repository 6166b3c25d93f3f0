import Foundation

/// Runs the built `tools` executable as a subprocess, as a user or CI would, so exit codes, stdout
/// and signal handling are tested for real.
enum ToolsExecutable {
  /// The `tools` binary next to the test bundle in `.build/debug`.
  static var url: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tools")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/tools")
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Starts `tools rebuild-times` in `fixture`, with the fixture's compiler flags; the caller
  /// waits or signals it.
  static func start(_ arguments: [String], in fixture: Fixture) throws -> (Process, stdout: URL, stderr: URL)
  {
    let process = Process()
    process.executableURL = url
    process.arguments =
      ["rebuild-times", "--package-path", fixture.root.path] + Fixture.swiftcFlags + arguments
    process.currentDirectoryURL = fixture.root
    let stdout = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tools-\(UUID().uuidString).out")
    let stderr = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tools-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    return (process, stdout, stderr)
  }

  static func finish(_ process: Process, stdout: URL, stderr: URL) -> Result {
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(at: stdout)
      try? FileManager.default.removeItem(at: stderr)
    }
    return Result(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: stdout, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "")
  }

  static func run(_ arguments: [String], in fixture: Fixture) throws -> Result {
    let (process, stdout, stderr) = try start(arguments, in: fixture)
    return finish(process, stdout: stdout, stderr: stderr)
  }
}
