import Foundation
import XCTest

/// Runs the built `app` executable as a separate process, the way a person or CI does: no
/// module of the App is linked into the tests, so what is tested is the binary that ships.
///
/// The binary is found next to the test bundle (SwiftPM puts both in the same build folder,
/// whatever `--scratch-path` or triple), else at `.build/debug/app` under the package root;
/// `APP_BINARY` overrides both. `swift build` / `swift test` build it (it is a product of the
/// root package); `make test` builds it explicitly first.
struct AppProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The output split at each echoed command: `steps["tap Buy"]` is what followed it.
    var steps: Steps { Steps(stdout) }
  }

  /// Where the executable is, or a failure explaining how to build it.
  static func binary(file: StaticString = #filePath) throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["APP_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
    var candidates: [URL] = []
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("app"))
    }
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(runner.deletingLastPathComponent().appendingPathComponent("app"))
    let root = URL(fileURLWithPath: "\(file)")
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/app"))
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
      return found
    }
    throw XCTSkip(
      "The app executable was not found (looked at \(candidates.map(\.path))). "
        + "Build it with `swift build --product app` or set APP_BINARY.")
  }

  /// Runs `app arguments…` with `input` on standard input; fails the test after `timeout`.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    directory: URL? = nil, timeout: TimeInterval = 20
  ) throws -> Result {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["BOOKSHELF_DATA_DIR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both pipes while the process runs, so a full pipe cannot block it.
    let out = Reader(stdout.fileHandleForReading)
    let err = Reader(stderr.fileHandleForReading)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      XCTFail("app \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: out.text(), stderr: err.text())
  }

  /// Runs `script` (written to a temporary file) with `app arguments… --script FILE`.
  static func script(
    _ arguments: [String], _ script: String, environment: [String: String] = [:]
  ) throws -> Result {
    let file = try TemporaryDirectory.make().appendingPathComponent("script.txt")
    try script.write(to: file, atomically: true, encoding: .utf8)
    return try run(arguments + ["--script", file.path], environment: environment)
  }
}

/// Drains a pipe on a background thread.
private final class Reader: @unchecked Sendable {
  // Unchecked: `data` is written by the reading thread and read only after `done` is signalled.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func text() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A fresh folder under the system's temporary directory.
enum TemporaryDirectory {
  static func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
