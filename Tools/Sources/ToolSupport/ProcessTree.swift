import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes below one process, from `/proc` (Linux): `swift test` runs the test bundle as
/// its child (and Swift Testing through a helper), so the watchdog finds the process to take
/// stacks from, and the watchdog and the mutation runner stop a run and everything it started,
/// without owning a process group.
public enum ProcessTree {
  /// Every descendant of `root`, parents before children.
  public static func descendants(of root: Int32) -> [Int32] {
    var children: [Int32: [Int32]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry), let parent = parentID(of: pid) else { continue }
      children[parent, default: []].append(pid)
    }
    var result: [Int32] = []
    var queue = children[root] ?? []
    while !queue.isEmpty {
      let pid = queue.removeFirst()
      result.append(pid)
      queue += children[pid] ?? []
    }
    return result
  }

  /// The command line of `pid`, arguments joined by spaces.
  public static func commandLine(of pid: Int32) -> String {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "" }
    return String(decoding: data, as: UTF8.self).split(separator: "\0").joined(separator: " ")
  }

  /// The test processes among `root`'s descendants: a `.xctest` bundle or the Swift Testing
  /// helper; all descendants if none looks like one.
  public static func testProcesses(under root: Int32) -> [Int32] {
    let all = descendants(of: root)
    let tests = all.filter {
      let command = commandLine(of: $0)
      return command.contains(".xctest") || command.contains("swiftpm-testing-helper")
    }
    return tests.isEmpty ? all : tests
  }

  /// Stops `root` and everything below it: SIGTERM, then SIGKILL for what is left after `grace`.
  ///
  /// The grace is an upper bound, not a wait: the tree is polled every few milliseconds, so one that
  /// dies on SIGTERM ends the stop about as soon as it is gone.
  public static func stop(_ root: Int32, grace: TimeInterval = 2) {
    let everyone = [root] + descendants(of: root)
    // Parents first, as for SIGKILL below: signalled after its children, a shell could see them
    // end, run its next command and exit 0 before its own SIGTERM arrived (a loaded machine
    // can hold the stopping thread back between two signals).
    for pid in everyone { kill(pid, SIGTERM) }
    let deadline = Date().addingTimeInterval(grace)
    while everyone.contains(where: isRunning) {
      let left = deadline.timeIntervalSinceNow
      if left <= 0 { break }
      Thread.sleep(forTimeInterval: min(pollInterval, left))
    }
    // Parents first: a parent that outlived SIGTERM and saw its child killed first could carry on
    // (a shell runs its next command) and exit on its own before its SIGKILL arrived.
    for pid in everyone + descendants(of: root) where isRunning(pid) { kill(pid, SIGKILL) }
  }

  /// How often `stop` looks whether the tree is gone.
  static let pollInterval: TimeInterval = 0.005

  /// Alive and not a zombie waiting for its parent to collect it: a zombie has ended and will not
  /// end again, so waiting for it would wait out the grace.
  static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 && !isZombie(pid) }

  private static func parentID(of pid: Int32) -> Int32? {
    guard let field = statFields(of: pid)?.dropFirst().first else { return nil }
    return Int32(field)
  }

  private static func isZombie(_ pid: Int32) -> Bool { statFields(of: pid)?.first == "Z" }

  /// The fields of `/proc/<pid>/stat` after the command name (which may hold spaces):
  /// state, ppid, …
  private static func statFields(of pid: Int32) -> [Substring]? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return nil }
    return text[text.index(after: close)...].split(separator: " ")
  }
}
