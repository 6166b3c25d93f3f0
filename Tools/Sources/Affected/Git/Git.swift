import Foundation
import ToolSupport

/// Runs git in the repository, bounded: `tools affected` has a budget of a few hundred
/// milliseconds, so it waits on the process's exit rather than polling, and a git that does not
/// answer within the bound (`TOOLS_PROCESS_TIMEOUT`, 60 s by default) is stopped with everything
/// it started and reported, naming the command and the wait, instead of hanging CI.
struct Git: Sendable {
  /// The repository folder (`git -C`).
  var directory: String
  /// What runs `git` (`/usr/bin/env`, so git is found on `PATH`); a test's stand-in.
  var executable = "/usr/bin/env"
  var timeout: TimeInterval = ProcessTimeout.seconds(default: 60)

  struct Output: Sendable {
    var status: Int32
    var stdout: Data
    var stderr: String
    var text: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// Runs `git -C directory ARGUMENTS`, feeding `input` to its standard input.
  func run(_ arguments: [String], input: Data? = nil) throws(AffectedFailure) -> Output {
    let process = Process()
    // git found on PATH once and started directly: one process per call rather than env and git.
    if executable == "/usr/bin/env", let git = Self.gitOnPath {
      process.executableURL = URL(fileURLWithPath: git)
      process.arguments = ["-C", directory] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["git", "-C", directory] + arguments
    }
    // Never paged, never prompting, never translated: the output is parsed.
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_PAGER"] = "cat"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    do {
      try ChildSignals.run(process)
    } catch {
      throw .badInput("cannot run git: \(error.localizedDescription)")
    }
    let reader = PipeReader(out.fileHandleForReading, err.fileHandleForReading)
    if let input {
      // A large batch (`cat-file --batch`) is written while the readers drain the output, on a
      // thread of its own: on Dispatch's pool it could wait a second for a worker (the two
      // readers block theirs), and git with it.
      let writer = inPipe.fileHandleForWriting
      Thread {
        // A git that stopped reading (it failed) is reported by its exit status, not by a trap here.
        try? writer.write(contentsOf: input)
        try? writer.close()
      }.start()
    }
    if done.wait(timeout: .now() + timeout) == .timedOut {
      ProcessTree.stop(process.processIdentifier)
      let command = (["git", "-C", directory] + arguments).joined(separator: " ")
      throw .badInput(BoundedProcess.TimedOut(command: command, seconds: timeout).description)
    }
    let (stdout, stderr) = reader.wait()
    return Output(
      status: process.terminationStatus, stdout: stdout,
      stderr: String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The first `git` on `PATH`, as a shell would find it; `nil` leaves the search to env.
  static let gitOnPath = firstGit(onPath: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

  /// The first executable `git` in the folders of a `PATH` value, in their order: the one a
  /// shell (and env) would run.
  static func firstGit(onPath path: String) -> String? {
    path.split(separator: ":").map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs git and returns its output, or fails with git's own message when it exits non-zero.
  func text(_ arguments: [String]) throws(AffectedFailure) -> String {
    let output = try run(arguments)
    guard output.status == 0 else {
      throw .badInput("git \(arguments.joined(separator: " ")) failed: \(output.stderr)")
    }
    return output.text
  }
}

/// Drains both pipes on threads of their own, so a large output never blocks the child. Not on
/// Dispatch's pool: a blocking read holds its worker, and on two cores the next block can wait
/// about a second for the pool to grow, which is most of a run's budget.
private final class PipeReader: @unchecked Sendable {
  private var out = Data()
  private var err = Data()
  private let group = DispatchGroup()

  init(_ stdout: FileHandle, _ stderr: FileHandle) {
    group.enter()
    group.enter()
    Thread {
      self.out = stdout.readDataToEndOfFile()
      self.group.leave()
    }.start()
    Thread {
      self.err = stderr.readDataToEndOfFile()
      self.group.leave()
    }.start()
  }

  func wait() -> (Data, Data) {
    group.wait()
    return (out, err)
  }
}
