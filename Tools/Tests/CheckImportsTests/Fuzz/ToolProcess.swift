import Foundation

/// The built `tools` executable run as CI runs it, bounded: the fuzzer's oracle needs the exit
/// status, whether a signal ended it, and whether it finished at all.
enum ToolProcess {
  struct Outcome: Equatable {
    var status: Int32
    var signalled: Bool
    var timedOut: Bool
    var stdout: String
    var stderr: String
  }

  /// The `tools` binary next to the test bundle (`.build/debug`).
  static var executable: String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tools").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/tools")
      .path
  }

  /// Runs `tools ARGUMENTS`; past `limit` seconds it is killed and reported as timed out.
  static func run(_ arguments: [String], limit: TimeInterval = 60) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let folder = FileManager.default.temporaryDirectory.path + "/tools-fuzz-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: "\(folder)/out", contents: nil)
    _ = FileManager.default.createFile(atPath: "\(folder)/err", contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: "\(folder)/out")
    process.standardError = FileHandle(forWritingAtPath: "\(folder)/err")
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    do { try process.run() } catch {
      return Outcome(
        status: -1, signalled: false, timedOut: false, stdout: "", stderr: "cannot start: \(error)")
    }
    var timedOut = false
    if done.wait(timeout: .now() + limit) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      done.wait()
    }
    func read(_ name: String) -> String {
      FileManager.default.contents(atPath: "\(folder)/\(name)").map { String(decoding: $0, as: UTF8.self) }
        ?? ""
    }
    return Outcome(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, stdout: read("out"), stderr: read("err"))
  }
}
