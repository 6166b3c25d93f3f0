import Foundation
import Synchronization
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The result of one `swift build`.
struct BuildOutcome: Sendable {
  /// Seconds since 1970 when the build started (for `--trace`).
  var start: Double = 0
  var seconds: Double
  var succeeded: Bool
  /// SwiftPM's combined stdout and stderr.
  var log: String
}

/// Thrown when a build is requested after an interrupt began: the run is winding down.
struct Interrupted: Error {}

/// Runs `swift build` with fixed arguments and times it.
///
/// It spawns with `posix_spawn` and `waitpid` rather than Foundation's `Process` because the wall
/// time must be exact (`Process.waitUntilExit` polls a run loop) and because the child gets its own
/// process group, so an interrupt can stop the whole build tree (swift-build and every frontend).
/// Each build is bounded by `TOOLS_BUILD_TIMEOUT` (an hour by default): past it the build tree is
/// stopped and `build()` throws `BoundedProcess.TimedOut`, naming the command and the wait.
final class BuildRunner: Sendable {
  let packagePath: String
  let settings: BuildSettings
  /// How long one build may run.
  let timeout: TimeInterval
  /// The driver: `swift` on `PATH`; a test's stand-in.
  let swift: String
  private let logFile: URL
  /// The running build's process group, and whether an interrupt forbids starting another.
  private let child = Mutex<(pid: pid_t?, stopping: Bool)>((nil, false))

  init(
    packagePath: String, settings: BuildSettings, timeout: TimeInterval = ProcessTimeout.buildSeconds(),
    swift: String = "swift"
  ) {
    self.packagePath = packagePath
    self.settings = settings
    self.timeout = timeout
    self.swift = swift
    logFile = FileManager.default.temporaryDirectory.appendingPathComponent("rebuild-times-\(getpid()).log")
  }

  /// The command as a person would type it, printed with every report.
  var commandLine: String {
    ([swift] + settings.arguments(packagePath: packagePath)).joined(separator: " ")
  }

  func build() throws -> BuildOutcome {
    let arguments = [swift] + settings.arguments(packagePath: packagePath)
    let wallStart = Date().timeIntervalSince1970
    let start = ContinuousClock.now
    let pid = try child.withLock { state throws -> pid_t in
      if state.stopping { throw Interrupted() }
      let pid = try Self.spawn(arguments, output: logFile.path)
      state.pid = pid
      return pid
    }
    let deadline = ProcessDeadline(pid: pid, seconds: timeout) { Self.stopGroup($0) }
    let status = Self.wait(for: pid)
    let elapsed = ContinuousClock.now - start
    child.withLock { $0.pid = nil }
    let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: logFile)
    if child.withLock({ $0.stopping }) { throw Interrupted() }
    if deadline.finish() {
      throw BoundedProcess.TimedOut(
        command: commandLine, seconds: timeout, remedy: "\(ProcessTimeout.buildVariable)=SECONDS")
    }
    return BuildOutcome(start: wallStart, seconds: elapsed / .seconds(1), succeeded: status == 0, log: log)
  }

  /// Stops the running build, if any, the way Ctrl-C would (SwiftPM cancels cleanly on SIGINT),
  /// escalating to SIGKILL after a few seconds. Forbids further builds.
  func stop() {
    let pid = child.withLock { state -> pid_t? in
      state.stopping = true
      return state.pid
    }
    guard let pid else { return }
    Self.stopGroup(pid)
  }

  /// SIGINT to the build's process group, SIGKILL to what is left after five seconds.
  private static func stopGroup(_ pid: pid_t) {
    kill(-pid, SIGINT)
    for _ in 0..<50 {
      if kill(-pid, 0) != 0 { return }
      usleep(100_000)
    }
    kill(-pid, SIGKILL)
  }

  private static func spawn(_ arguments: [String], output: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // No signal blocked in the child, whatever thread starts it (see `ChildSignals`).
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)

    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw Diagnostic("cannot start '\(arguments[0])': \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Waits for the child and returns its exit status (128 + signal if it was killed).
  private static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      if errno != EINTR { return -1 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
