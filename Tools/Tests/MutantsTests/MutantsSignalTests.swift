import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

/// `tools mutants` stopped by a signal while a mutant's tests run (the file guard's signal
/// path): the mutated file is put back byte-identical, or left as someone else saved it
/// meanwhile, the journal is emptied, the tests it started are stopped, and the run exits
/// 128 + the signal. A stand-in `swift` builds nothing and holds the test step open, so the
/// run is signalled in well under a second of work.
@Suite(.serialized, .blocksItsThread) struct MutantsSignalTests {
  struct Stopped {
    var status: Int32
    var stderr: String
    var source: Data
    var original: Data
    var journal: [String]
    /// Whether the stand-in's test step was still running after the run ended.
    var testLeftRunning: Bool
  }

  /// Runs `tools mutants` on the Calc package with a stand-in `swift`, waits until a mutant is
  /// written and its tests run, does `meanwhile` (given the source's path), then sends `signal`.
  static func stop(with signal: Int32, meanwhile: (URL) throws -> Void = { _ in }) throws -> Stopped {
    let fixture = try CalcPackage.make()
    let root = fixture.url
    let source = root.appendingPathComponent("Sources/Calc/Calc.swift")
    let original = try Data(contentsOf: source)
    let bin = try TemporaryFolder("mutants-signal-swift")
    let pidFile = bin.url.appendingPathComponent("test.pid")
    // Builds succeed at once; the tests of the untouched package pass at once; a mutant's
    // tests record their pid and wait for the signal.
    let script = """
      #!/bin/sh
      [ "$1" = test ] || exit 0
      grep -q '// mutants:' '\(source.path)' || exit 0
      echo $$ > '\(pidFile.path)'
      exec sleep 60

      """
    let swift = bin.url.appendingPathComponent("swift")
    try script.write(to: swift, atomically: true, encoding: .utf8)
    chmod(swift.path, 0o755)

    let process = Process()
    process.executableURL = BoundedProcess.toolsBesideTests
    process.arguments = [
      "mutants", "--package-path", root.path, "--all", "--operator", "flip-relational", "--out",
      bin.url.appendingPathComponent("report").path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    process.currentDirectoryURL = root
    let errors = bin.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { ProcessTree.stop(process.processIdentifier) } }

    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: pidFile.path), process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    let testPID = (try? String(contentsOf: pidFile, encoding: .utf8))
      .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    try #require(
      testPID != nil,
      "no mutant's tests started within 60 s: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
    #expect(try String(contentsOf: source, encoding: .utf8).contains("// mutants:"), "a mutant is in place")
    try meanwhile(source)
    kill(process.processIdentifier, signal)
    let ended = Date().addingTimeInterval(30)
    while process.isRunning, Date() < ended { Thread.sleep(forTimeInterval: 0.02) }
    try #require(!process.isRunning, "tools mutants did not end within 30 s of the signal")
    let journal = root.appendingPathComponent(".build/mutants-journal").path
    return Stopped(
      status: process.terminationStatus, stderr: try String(contentsOf: errors, encoding: .utf8),
      source: try Data(contentsOf: source), original: original,
      journal: (try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? [],
      testLeftRunning: testPID.map(Self.staysAlive) ?? false)
  }

  /// Whether `pid` is still running 5 s on (a zombie has ended): the stop signals it, and it
  /// takes a moment to die.
  static func staysAlive(_ pid: Int32) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      let state = stat.split(separator: ")").last?.split(separator: " ").first
      if kill(pid, 0) != 0 || state == "Z" { return false }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return true
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalMidMutantPutsTheFileBackAndStopsItsTests(signal: Int32) throws {
    let stopped = try Self.stop(with: signal)
    #expect(stopped.status == 128 + signal, "\(stopped.stderr)")
    #expect(stopped.source == stopped.original, "byte-identical")
    let reason = signal == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)"
    #expect(stopped.stderr.contains("mutants: note: \(reason): restored "), "\(stopped.stderr)")
    #expect(stopped.journal == [], "nothing is left for the next run to repair")
    #expect(!stopped.testLeftRunning, "the mutant's tests are stopped with the run")
  }

  /// Someone saved the file while the mutant was in it: theirs is kept, and the run says so.
  @Test func aFileSomeoneElseSavedMeanwhileKeepsTheirVersion() throws {
    let theirs = Data("// their version\n".utf8)
    let stopped = try Self.stop(with: SIGTERM) { source in try theirs.write(to: source) }
    #expect(stopped.status == 128 + SIGTERM, "\(stopped.stderr)")
    #expect(stopped.source == theirs, "their save wins over the restore")
    #expect(stopped.stderr.contains("was changed by someone else during the run"), "\(stopped.stderr)")
    #expect(
      stopped.stderr.contains("terminated (SIGTERM): no edited file was left to restore"), "\(stopped.stderr)"
    )
    #expect(stopped.journal == [], "their version is not overwritten by the next run either")
  }
}
