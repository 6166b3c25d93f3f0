import Foundation
import ToolSupport

/// The threads' stacks of a hung test process, for the watchdog's report.
///
/// gdb (when installed) attaches and prints every thread's backtrace; Swift symbols are
/// demangled with `swift-demangle` from the toolchain. A task suspended in `await` holds no
/// thread, so its frames are not there; the threads still show what the process was doing
/// (a main thread parked in the run loop while every task waits, or a thread spinning).
/// Without gdb the report falls back to each thread's name and kernel wait channel.
enum StackDump {
  static func text(of pid: Int32, timeout: TimeInterval = 60) -> String {
    var sections = ["threads of \(pid) (\(ProcessTree.commandLine(of: pid))):", threadStates(of: pid)]
    if let gdb = executable(named: "gdb") {
      let stacks = BoundedCommand.output(
        gdb,
        [
          "-p", "\(pid)", "-batch", "-nx", "-ex", "set pagination off", "-ex",
          "set print frame-arguments none", "-ex", "thread apply all bt 40",
        ], timeout: timeout)
      let demangled = executable(named: "swift-demangle").map {
        BoundedCommand.output($0, ["--simplified"], input: stacks, timeout: timeout)
      }
      sections.append(
        "gdb backtraces (a task suspended in `await` holds no thread, so a hung test's own frames "
          + "may be missing; its name above is what hung):\n" + quiet(demangled ?? stacks))
    } else {
      sections.append("(gdb is not installed: no backtraces)")
    }
    return sections.joined(separator: "\n")
  }

  /// gdb's output without its chatter about debug sections and new threads.
  private static func quiet(_ text: String) -> String {
    let noise = [
      "During symbol reading", "warning: Section", "[New LWP", "[Thread debugging", "Using host libthread_db",
    ]
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in !noise.contains { line.hasPrefix($0) } }
      .joined(separator: "\n")
  }

  /// `name (state, waiting in wchan)` per thread, from /proc.
  private static func threadStates(of pid: Int32) -> String {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }.map { tid in
      let base = "/proc/\(pid)/task/\(tid)"
      let name = read("\(base)/comm")
      let wchan = read("\(base)/wchan")
      return "  thread \(tid) \(name)\(wchan.isEmpty || wchan == "0" ? "" : " waiting in \(wchan)")"
    }.joined(separator: "\n")
  }

  private static func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `name` on PATH, or next to the `swift` driver (the toolchain's own tools).
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) {
        let beside = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
      }
    }
    return nil
  }
}

/// Runs a short helper command with a bound, returning what it printed (stdout and stderr).
enum BoundedCommand {
  static func output(_ executable: URL, _ arguments: [String], input: String? = nil, timeout: TimeInterval)
    -> String
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "watchdog-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    guard let handle = try? FileHandle(forWritingTo: output) else { return "" }
    process.standardOutput = handle
    process.standardError = handle
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    do { try ChildSignals.run(process) } catch { return "(could not run \(executable.path): \(error))" }
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { ProcessTree.stop(process.processIdentifier) }
    process.waitUntilExit()
    try? handle.close()
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }
}
