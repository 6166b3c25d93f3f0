import BlockingTestSupport
import Foundation
import Testing

@testable import ToolSupport

/// A helper command that never ends is stopped at its deadline and named.
@Suite(.blocksItsThread) struct BoundedProcessTests {
  @Test func aCommandPastItsDeadlineIsStoppedAndNamed() throws {
    let start = Date()
    do {
      _ = try BoundedProcess.run(command: ["sleep", "30"], timeout: 0.5)
      Issue.record("sleep 30 returned within 0.5 s")
    } catch let timedOut as BoundedProcess.TimedOut {
      #expect(timedOut.command == "sleep 30")
      #expect(
        timedOut.description
          == "'sleep 30' did not finish within 0.5 s and was stopped (TOOLS_PROCESS_TIMEOUT=SECONDS waits longer)"
      )
    }
    // The child dies on SIGTERM, so the stop does not wait out its 2 s grace (it did when the
    // child inherited this thread's blocked SIGTERM).
    #expect(Date().timeIntervalSince(start) < 10)
  }

  /// The stop at a deadline takes the whole tree: a grandchild the command started in the
  /// background (a build's compiler, a test's helper) is gone too, not left running, reparented.
  @Test func aTimeoutStopsTheGrandchildrenToo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "grandchild-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appendingPathComponent("pid").path
    let start = Date()
    do {
      _ = try BoundedProcess.run(
        command: ["sh", "-c", "sleep 30 & echo $! > '\(pidFile)'; wait"], timeout: 1)
      Issue.record("the command returned within its 1 s deadline")
    } catch is BoundedProcess.TimedOut {}
    // Not the grandchild's own 30 s: left running, it held the run until it ended by itself.
    #expect(Date().timeIntervalSince(start) < 10)
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let grandchild = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    let deadline = Date().addingTimeInterval(10)
    while ProcessTree.isRunning(grandchild), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!ProcessTree.isRunning(grandchild), "the background sleep \(grandchild) outlived the timeout")
    if ProcessTree.isRunning(grandchild) { kill(grandchild, SIGKILL) }
  }

  @Test func outputStatusAndAClosedStdin() throws {
    // `cat` with nothing on stdin ends at once: stdin is /dev/null, never the caller's terminal.
    let result = try BoundedProcess.run(
      command: ["sh", "-c", "cat; echo out; echo err >&2; exit 3"], timeout: 30)
    #expect(result.status == 3)
    #expect(result.stdout == "out\n")
    #expect(result.stderr == "err\n")
  }

  /// `input` is the command's standard input, byte for byte, and standard output comes back as
  /// written (a NUL, bytes that are not UTF-8); the input's file is removed with the others.
  @Test func inputIsFedAndOutputKeepsItsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Data([0x61, 0x00, 0xFF, 0x0A, 0x62])
    let result = try BoundedProcess.run(command: ["cat"], input: bytes, outputFolder: folder, timeout: 30)
    #expect(result.status == 0)
    #expect(result.output == bytes)
    #expect(result.stdout == "a\u{0}\u{FFFD}\nb")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    // A command that does not read its input still ends, and its status is reported.
    let ignoring = try BoundedProcess.run(
      command: ["sh", "-c", "exit 4"], input: Data(count: 1 << 20), outputFolder: folder, timeout: 30)
    #expect(ignoring.status == 4)
    #expect(BoundedProcess.Result(status: 1, stdout: "é", stderr: "").output == Data("é".utf8))
    // A folder the output cannot go to is an error naming the file, before anything runs.
    let missing = folder.appendingPathComponent("missing")
    do {
      _ = try BoundedProcess.run(
        command: ["touch", folder.path + "/ran"], outputFolder: missing, timeout: 30)
      Issue.record("a run with its output in a missing folder did not fail")
    } catch let error as CocoaError {
      #expect(error.code == .fileWriteUnknown)
      #expect(error.filePath?.hasPrefix(missing.path + "/bounded-") == true, "\(error)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/ran"))
  }

  /// A command found on `PATH` is started directly, and a name `PATH` does not hold is left to
  /// `/usr/bin/env`, which fails as a shell would.
  @Test func commandsAreFoundOnPathOrReportedMissing() throws {
    let found = try BoundedProcess.run(command: ["sh", "-c", "echo $0"], timeout: 30)
    #expect(found.stdout.hasSuffix("/sh\n"))
    let missing = try BoundedProcess.run(command: ["no-such-command-\(UUID().uuidString)"], timeout: 30)
    #expect(missing.status == 127)
    #expect(missing.stderr.contains("No such file"))
  }

  /// Each run's two output files are removed and both handles closed: 50 runs leave no file in
  /// the folder and no descriptor open on one (a removed file's descriptor still names it). Only
  /// the folder's are counted: tests running alongside open and close their own all the time.
  @Test func runsLeaveNoFilesAndNoOpenDescriptors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for _ in 0..<50 {
      #expect(try BoundedProcess.run(command: ["true"], outputFolder: folder, timeout: 30).status == 0)
      // With its standard input too: a third unnamed file.
      let echoed = try BoundedProcess.run(
        command: ["cat"], input: Data("x".utf8), outputFolder: folder, timeout: 30)
      #expect(echoed.output == Data("x".utf8))
      // Closed by the run itself, not later by Foundation letting its process object go.
      let openNow = OpenFiles.paths().filter { $0.hasPrefix(folder.path + "/") }
      #expect(openNow.isEmpty, "open right after a run: \(openNow)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    let open = OpenFiles.paths().filter { $0.hasPrefix(folder.path + "/") }
    #expect(open.isEmpty, "\(open.count) descriptors left open, the first on \(open.first ?? "")")
  }

  @Test func theTimeoutVariableOnlyTakesAPositiveNumber() {
    #expect(ProcessTimeout.seconds(default: 120, environment: [:]) == 120)
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_PROCESS_TIMEOUT": "5"]) == 5)
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_PROCESS_TIMEOUT": "0"]) == 120)
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_PROCESS_TIMEOUT": "soon"]) == 120)
    #expect(ProcessTimeout.format(120) == "120")
    #expect(ProcessTimeout.format(0.5) == "0.5")
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_PROCESS_TIMEOUT": "1e99"]) == 1e9)
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_PROCESS_TIMEOUT": "1e9"]) == 1e9)
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_PROCESS_TIMEOUT": "inf"]) == 1e9)
  }

  /// Builds and test runs have their own variable, an hour by default; a helper's low bound
  /// never cuts a build short.
  @Test func buildsAreBoundedByTheirOwnVariable() {
    #expect(ProcessTimeout.buildSeconds(environment: [:]) == 3600)
    #expect(ProcessTimeout.buildSeconds(environment: ["TOOLS_PROCESS_TIMEOUT": "5"]) == 3600)
    #expect(ProcessTimeout.buildSeconds(environment: ["TOOLS_BUILD_TIMEOUT": "7200"]) == 7200)
    #expect(ProcessTimeout.buildSeconds(environment: ["TOOLS_BUILD_TIMEOUT": "-1"]) == 3600)
    #expect(ProcessTimeout.seconds(default: 120, environment: ["TOOLS_BUILD_TIMEOUT": "5"]) == 120)
  }

  /// The message names what gives the command longer: the variable by default, or the caller's.
  @Test func aTimeoutNamesItsRemedy() throws {
    do {
      _ = try BoundedProcess.run(
        "/bin/sleep", ["30"], timeout: 0.2, remedy: "\(ProcessTimeout.buildVariable)=SECONDS")
      Issue.record("sleep 30 returned within 0.2 s")
    } catch let timedOut as BoundedProcess.TimedOut {
      #expect(
        timedOut.description
          == "'/bin/sleep 30' did not finish within 0.2 s and was stopped (TOOLS_BUILD_TIMEOUT=SECONDS waits longer)"
      )
    }
    #expect(
      BoundedProcess.TimedOut(command: "x", seconds: 3).description
        == "'x' did not finish within 3 s and was stopped (TOOLS_PROCESS_TIMEOUT=SECONDS waits longer)")
  }
}

/// The descriptors this process holds open, from `/proc/self/fd`.
enum OpenFiles {
  /// What each open descriptor of this process points at (`… (deleted)` once removed).
  static func paths() -> [String] {
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
    }
  }
}
