import BlockingTestSupport
import Foundation
import Testing

@testable import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stopping a child is quick when it dies on SIGTERM and still certain when it does not; a child
/// started from a test's thread (a Dispatch worker, most signals blocked) starts with none blocked.
@Suite(.blocksItsThread) struct ProcessStopTests {
  /// `sleep 30`, or `command` through `sh -c`, started from this thread through `ChildSignals`.
  static func start(_ command: String = "exec sleep 30") throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardInput = FileHandle.nullDevice
    try ChildSignals.run(process)
    return process
  }

  /// The signals this thread blocks, as the bytes of its mask.
  static func blockedSignals() -> [UInt8] {
    var current = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &current)
    return withUnsafeBytes(of: &current) { Array($0) }
  }

  @Test func aChildStartsWithNoSignalBlockedAndTheThreadKeepsItsMask() throws {
    var blockTerm = sigset_t()
    sigemptyset(&blockTerm)
    sigaddset(&blockTerm, SIGTERM)
    var saved = sigset_t()
    // Like a Dispatch worker: SIGTERM blocked in the starting thread.
    pthread_sigmask(SIG_BLOCK, &blockTerm, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    var current = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &current)
    #expect(sigismember(&current, SIGTERM) == 1)
    let before = Self.blockedSignals()
    let result = try BoundedProcess.run(command: ["sh", "-c", "grep SigBlk /proc/self/status"], timeout: 30)
    #expect(result.stdout == "SigBlk:\t0000000000000000\n")
    #expect(Self.blockedSignals() == before)
  }

  /// The grace is an upper bound, not a wait: a tree that dies on SIGTERM ends the stop within
  /// milliseconds (tens at most on a loaded machine), far inside a grace of 20 s.
  @Test func stoppingATreeThatDiesOnSIGTERMReturnsInMilliseconds() throws {
    let process = try Self.start("sleep 30 & sleep 30; wait")
    Thread.sleep(forTimeInterval: 0.2)
    let children = ProcessTree.descendants(of: process.processIdentifier)
    #expect(children.count == 2)
    let start = Date()
    ProcessTree.stop(process.processIdentifier, grace: 20)
    #expect(Date().timeIntervalSince(start) < 1)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
    for child in children { #expect(kill(child, 0) != 0 || Self.isZombie(child), "\(child) still running") }
  }

  /// A tree that ignores SIGTERM is killed once the grace is over, the shell as well as its
  /// children: killed first, the children would let the shell run its next command and exit 0.
  @Test func aTreeThatIgnoresSIGTERMIsKilledAfterTheGrace() throws {
    let process = try Self.start("trap '' TERM; sleep 30 & sleep 30; true")
    Thread.sleep(forTimeInterval: 0.2)
    let children = ProcessTree.descendants(of: process.processIdentifier)
    #expect(children.count == 2)
    let start = Date()
    ProcessTree.stop(process.processIdentifier, grace: 0.3)
    let elapsed = Date().timeIntervalSince(start)
    #expect(elapsed >= 0.3)
    #expect(elapsed < 5)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGKILL)
    Thread.sleep(forTimeInterval: 0.1)
    for child in children { #expect(kill(child, 0) != 0 || Self.isZombie(child), "\(child) still running") }
  }

  /// The watchdog takes stacks from the test process below `swift test`: a `.xctest` bundle or
  /// Swift Testing's helper, found by command line among the descendants; all of them when
  /// neither runs.
  @Test func theTestProcessesAreTheBundleOrTheHelperElseEveryDescendant() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Fake.xctest", "swiftpm-testing-helper"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(name).path, withDestinationPath: "/bin/sleep")
    }
    for name in ["Fake.xctest", "swiftpm-testing-helper"] {
      let process = try Self.start("'\(folder.path)/\(name)' 30 & sleep 30; wait")
      defer { ProcessTree.stop(process.processIdentifier, grace: 1) }
      Thread.sleep(forTimeInterval: 0.2)
      let all = ProcessTree.descendants(of: process.processIdentifier)
      #expect(all.count == 2, "\(name)")
      let tests = ProcessTree.testProcesses(under: process.processIdentifier)
      #expect(tests.count == 1, "\(name)")
      #expect(tests.allSatisfy { ProcessTree.commandLine(of: $0) == "\(folder.path)/\(name) 30" }, "\(name)")
    }
    let plain = try Self.start("sleep 30 & sleep 30; wait")
    defer { ProcessTree.stop(plain.processIdentifier, grace: 1) }
    Thread.sleep(forTimeInterval: 0.2)
    #expect(ProcessTree.testProcesses(under: plain.processIdentifier).count == 2)
  }

  /// A child that has ended but that its parent has not collected yet is not running, though
  /// `kill(pid, 0)` still finds it; one that runs is.
  @Test func aZombieIsNotRunningAndASleepingChildIs() throws {
    func spawn(_ arguments: [String]) throws -> pid_t {
      var pid: pid_t = 0
      let argv = arguments.map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      let status = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
      try #require(status == 0, "posix_spawn \(arguments): \(status)")
      return pid
    }
    let ended = try spawn(["/bin/true"])
    let sleeping = try spawn(["/bin/sleep", "30"])
    defer {
      kill(sleeping, SIGKILL)
      var status: Int32 = 0
      waitpid(ended, &status, 0)
      waitpid(sleeping, &status, 0)
    }
    let deadline = Date().addingTimeInterval(10)
    while !Self.isZombie(ended), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    #expect(Self.isZombie(ended), "/bin/true did not end within 10 s")
    #expect(kill(ended, 0) == 0)
    #expect(!ProcessTree.isRunning(ended))
    #expect(ProcessTree.isRunning(sleeping))
  }

  @Test func aDeadlineStopsItsChildAndSaysSo() throws {
    let process = try Self.start()
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 0.1)
    process.waitUntilExit()
    #expect(deadline.finish())
    #expect(process.terminationStatus == SIGTERM)
  }

  /// A finished deadline never stops its child, however late its timer runs on a loaded
  /// machine: a second deadline, due later and never finished, is waited for (at most 10 s)
  /// before looking.
  @Test func aDeadlineNeverFiresOnceFinished() throws {
    let stopped = Stopped()
    let later = Stopped()
    let process = try Self.start("true")
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 1) { stopped.record($0) }
    process.waitUntilExit()
    #expect(!deadline.finish())
    let marker = ProcessDeadline(pid: 1, seconds: 1.2) { later.record($0) }
    let end = Date().addingTimeInterval(10)
    while later.pids.isEmpty, Date() < end { Thread.sleep(forTimeInterval: 0.01) }
    #expect(later.pids == [1], "the later deadline did not fire within 10 s")
    #expect(marker.finish())
    Thread.sleep(forTimeInterval: 0.1)
    #expect(stopped.pids.isEmpty)
    #expect(!deadline.finish())
  }

  static func isZombie(_ pid: Int32) -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return true }
    let text = String(decoding: data, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return false }
    return text[text.index(after: close)...].split(separator: " ").first == "Z"
  }
}

/// The pids a stand-in `stop` was called with.
final class Stopped: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Int32] = []
  var pids: [Int32] { lock.withLock { recorded } }
  func record(_ pid: Int32) { lock.withLock { recorded.append(pid) } }
}
