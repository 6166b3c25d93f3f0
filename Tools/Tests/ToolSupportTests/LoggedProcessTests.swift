import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

/// The bounded child whose output goes to a log: builds and test runs (mutants, build-hotspots).
@Suite(.blocksItsThread) struct LoggedProcessTests {
  @Test func bothStreamsGoToTheLogAndTheStatusIsTheChilds() throws {
    let folder = try TemporaryFolder("logged-process")
    defer { folder.remove() }
    let log = folder.url.appendingPathComponent("run.log")
    var watched = 0
    let run = try LoggedProcess.run(
      ["sh", "-c", "echo out; echo err >&2; sleep 0.3; exit 3"], log: log, timeout: 30, interval: 0.05
    ) { _ in watched += 1 }
    #expect(run.status == 3)
    #expect(run.timedOut == nil)
    #expect(try String(contentsOf: log, encoding: .utf8) == "out\nerr\n")
    #expect(watched >= 2, "the watcher ran \(watched) times while the child slept")
    #expect(run.seconds >= 0.3)
  }

  /// A signal is 128 + its number, as a shell reports it, not a status that reads as an exit code.
  @Test func aChildEndedByASignalIs128PlusIt() throws {
    let folder = try TemporaryFolder("logged-process")
    defer { folder.remove() }
    let run = try LoggedProcess.run(
      ["sh", "-c", "kill -KILL $$"], log: folder.url.appendingPathComponent("run.log"), timeout: 30)
    #expect(run.status == 128 + SIGKILL)
  }

  @Test func pastItsTimeTheTreeIsStoppedAndTheRunSaysWhy() throws {
    let folder = try TemporaryFolder("logged-process")
    defer { folder.remove() }
    let started = Date()
    let run = try LoggedProcess.run(
      ["sh", "-c", "sleep 30 & sleep 30; wait"], log: folder.url.appendingPathComponent("run.log"),
      timeout: 0.5, remedy: "--timeout SECONDS")
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(run.timedOut?.description.contains("sh -c sleep 30 & sleep 30; wait") == true)
    #expect(run.timedOut?.description.contains("--timeout SECONDS") == true)
  }
}
