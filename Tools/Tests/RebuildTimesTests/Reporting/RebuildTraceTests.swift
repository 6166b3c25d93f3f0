import Foundation
import Testing
import TraceCheckSupport

@testable import RebuildTimes

/// `--trace` without a build: builds recorded as the runner records them, then the trace written.
@Suite struct RebuildTraceTests {
  @Test func buildsBecomeSpansOnAProcessPerScenario() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rebuild-trace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = try RebuildTrace(folder: folder.appendingPathComponent("wrapper").path)
    #expect(FileManager.default.isExecutableFile(atPath: trace.wrapper.executable.path))
    // A job the wrapper recorded during the first build is read, then cleared for the next.
    let job =
      "\(UInt64(100.5e9))\n\(UInt64(101e9))\n-frontend\n-c\n-primary-file\n/p/A.swift\n-module-name\nA\n"
    try job.write(
      to: trace.wrapper.jobsFolder.appendingPathComponent("1-1.job"), atomically: true, encoding: .utf8)
    trace.record(
      label: "[body A] iteration 1/2",
      outcome: BuildOutcome(start: 100, seconds: 2, succeeded: true, log: "[1/3] Compiling A A.swift\n"))
    trace.record(
      label: "[body A] iteration 2/2",
      outcome: BuildOutcome(start: 103, seconds: 1, succeeded: false, log: ""))
    trace.record(
      label: "unlabelled", outcome: BuildOutcome(start: 105, seconds: 0.5, succeeded: true, log: ""))
    let path = folder.appendingPathComponent("trace.json").path
    #expect(trace.write(to: path, command: "swift build"))
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(TraceCheck.problems(in: data) == [])
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((object["otherData"] as? [String: String])?["command"] == "swift build")
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let processes = events.filter { $0["name"] as? String == "process_name" }.map {
      "\($0["pid"]!) \(($0["args"] as! [String: Any])["name"]!)"
    }
    #expect(processes == ["1 body A", "2 "])
    let spans = events.filter { $0["ph"] as? String == "X" }.map {
      "\($0["pid"]!) \($0["tid"]!) \($0["name"]!) \($0["cat"]!) \($0["ts"]!) \($0["dur"]!)"
    }
    #expect(
      spans == [
        "1 0 iteration 1/2 build 0 2000000", "1 0 iteration 2/2 failed build 3000000 1000000",
        "1 1 compile A (1 files) compile 500000 500000", "2 0 unlabelled build 5000000 500000",
      ])
    let first = events.first { $0["name"] as? String == "iteration 1/2" }!
    #expect(((first["args"] as? [String: Any])?["compiled"] as? [String]) == ["A"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: trace.wrapper.jobsFolder.path) == [])
    // Every build that compiled something had its jobs timed, or compiled nothing.
    #expect(trace.warning == nil)
    trace.record(
      label: "[body A] bypassed",
      outcome: BuildOutcome(start: 106, seconds: 1, succeeded: true, log: "[1/2] Compiling A A.swift\n"))
    #expect(trace.warning?.hasPrefix("1 build(s) compiled modules but no compiler job was timed") == true)
    #expect(!trace.write(to: folder.appendingPathComponent("missing/trace.json").path, command: ""))
  }
}
