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

  /// Runs `app arguments…` with `input` on standard input. After `timeout` seconds
  /// (× `TEST_TIMEOUT_SCALE`) the process is terminated (killed if it ignores that) and the test
  /// fails naming the command; its output so far is still returned, so assertions say what it
  /// was doing. Reading its pipes is bounded the same way.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    directory: URL? = nil, timeout: TimeInterval = 20,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Result {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["BOOKSHELF_DATA_DIR"] = nil
    // Shop saves its navigation on quit: each run gets a folder of its own, so no run
    // restores another's screen (a test that relaunches passes the same folder twice). Removed
    // when the run ends.
    let shopData = try TemporaryDirectory.make()
    defer { try? FileManager.default.removeItem(at: shopData) }
    env["SHOP_DATA_DIR"] = shopData.path
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
    let command = "app \(arguments.joined(separator: " "))"
    let bound = timeout * TestTimeoutScale.value
    let deadline = Date().addingTimeInterval(bound)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
      process.terminate()
      let grace = Date().addingTimeInterval(2)
      while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.01) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      XCTFail(
        "\(command) did not finish within \(TestTimeoutScale.describe(bound)); it was stopped", file: file,
        line: line)
    }
    process.waitUntilExit()
    let readBound = Date().addingTimeInterval(5 * TestTimeoutScale.value)
    let (stdoutText, stdoutComplete) = out.text(before: readBound)
    let (stderrText, stderrComplete) = err.text(before: readBound)
    if !stdoutComplete || !stderrComplete {
      XCTFail(
        "\(command) exited but its output pipe stayed open (a child process holds it?)",
        file: file, line: line)
    }
    return Result(status: process.terminationStatus, stdout: stdoutText, stderr: stderrText)
  }

  /// Runs `script` (written to a temporary file) with `app arguments… --script FILE`.
  static func script(
    _ arguments: [String], _ script: String, environment: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Result {
    let folder = try TemporaryDirectory.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scriptFile = folder.appendingPathComponent("script.txt")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    return try run(
      arguments + ["--script", scriptFile.path], environment: environment, file: file, line: line)
  }
}

/// Drains a pipe on a background thread.
private final class Reader: @unchecked Sendable {
  // Unchecked: `data` is written by the reading thread before `done` is signalled, and read
  // only after a successful wait on it.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// The text read, and whether the pipe was closed before `deadline` (else nothing is read).
  func text(before deadline: Date) -> (String, Bool) {
    let wait = max(0, deadline.timeIntervalSinceNow)
    guard done.wait(timeout: .now() + wait) == .success else { return ("", false) }
    return (String(decoding: data, as: UTF8.self), true)
  }
}

/// `TEST_TIMEOUT_SCALE` (a positive number, default 1): the one knob that stretches every wait
/// of the tests on a slow machine. These tests link no module of the App or its runtime, so
/// they read it themselves (ThirdPartyShimTesting's `TestTimeouts` reads the same variable).
enum TestTimeoutScale {
  static let value: Double = {
    guard let text = ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"],
      let value = Double(text), value > 0, value.isFinite
    else { return 1 }
    return value
  }()

  static func describe(_ seconds: TimeInterval) -> String {
    value == 1 ? "\(seconds) s" : "\(seconds) s (TEST_TIMEOUT_SCALE=\(value))"
  }
}

/// A fresh folder under the system's temporary directory; the caller removes it.
enum TemporaryDirectory {
  static func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
