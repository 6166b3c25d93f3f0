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
@Suite struct ProcessStopTests {
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

  @Test func aDeadlineStopsItsChildAndSaysSo() throws {
    let process = try Self.start()
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 0.1)
    process.waitUntilExit()
    #expect(deadline.finish())
    #expect(process.terminationStatus == SIGTERM)
  }

  @Test func aDeadlineNeverFiresOnceFinished() throws {
    let stopped = Stopped()
    let process = try Self.start("true")
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 0.1) { stopped.record($0) }
    process.waitUntilExit()
    #expect(!deadline.finish())
    Thread.sleep(forTimeInterval: 0.3)
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
