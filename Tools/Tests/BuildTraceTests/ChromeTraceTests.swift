import Foundation
import Testing
import TraceCheckSupport

@testable import BuildTrace

/// Section 7 of issue 24: Chrome trace event JSON that Perfetto and `chrome://tracing` open.
@Suite struct ChromeTraceTests {
  /// Two modules; A's compile job overlaps its emit-module job, so A gets a second thread.
  let jobs = [
    FrontendJob(
      kind: .emitModule, module: "A", start: 100.0, end: 100.5, files: ["/p/A/a.swift", "/p/A/b.swift"]),
    FrontendJob(kind: .compile, module: "A", start: 100.1, end: 101.0, files: ["/p/A/a.swift"]),
    FrontendJob(kind: .compile, module: "A", start: 101.0, end: 101.4, files: ["/p/A/b.swift"]),
    FrontendJob(kind: .compile, module: "B", start: 101.5, end: 102.0, files: ["/p/B/c.swift"]),
  ]

  @Test func jobsBecomeSpansOnAThreadPerModuleWithNestedEventsInside() throws {
    var trace = ChromeTrace()
    trace.otherData = ["tool": "test"]
    let next = trace.addJobs(jobs, origin: 100, process: 3, firstThread: 5) { job in
      job.files == ["/p/A/a.swift"]
        ? [
          .init(
            name: "f()", category: "type-check", seconds: 0.3, arguments: ["location": .text("a.swift:1:1")]),
          .init(name: "g()", category: "type-check", seconds: 0.4),
          .init(name: "too long", category: "type-check", seconds: 0.5),
          .init(name: "h()", category: "type-check", seconds: 0.1),
        ] : []
    }
    #expect(next == 8)
    let data = Data(trace.json().utf8)
    #expect(TraceCheck.problems(in: data) == [])
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["displayTimeUnit"] as? String == "ms")
    #expect((object["otherData"] as? [String: String]) == ["tool": "test"])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let names = events.filter { $0["name"] as? String == "thread_name" }.map {
      "\($0["tid"]!) \(($0["args"] as! [String: Any])["name"]!)"
    }
    #expect(names == ["5 A", "6 A (2)", "7 B"])
    let spans = events.filter { $0["ph"] as? String == "X" }
    #expect(
      spans.map { "\($0["tid"]!) \($0["name"]!) \($0["ts"]!) \($0["dur"]!)" } == [
        "5 emit-module A 0 500000", "5 compile A (1 files) 1000000 400000",
        "6 compile A (1 files) 100000 900000", "6 f() 100000 300000", "6 g() 400000 400000",
        "6 h() 800000 100000", "7 compile B (1 files) 1500000 500000",
      ])
    #expect(spans.allSatisfy { $0["pid"] as? Int == 3 })
    let job = spans.first { $0["name"] as? String == "compile A (1 files)" && $0["tid"] as? Int == 6 }!
    let arguments = job["args"] as! [String: Any]
    #expect(arguments["files"] as? [String] == ["a.swift"])
    #expect(arguments["nested left out (past the job's end)"] as? Double == 1)
    #expect(
      (spans.first { $0["name"] as? String == "f()" }!["args"] as! [String: String]) == [
        "location": "a.swift:1:1"
      ])
    #expect(spans.first { $0["name"] as? String == "g()" }!["args"] == nil)
    #expect(job["cat"] as? String == "compile")
    #expect(TraceCheck.counts(in: data) == ["X": 7, "M": 6])
    // One event per line, metadata first: the file diffs and greps.
    let lines = trace.json().split(separator: "\n")
    #expect(lines.count == 2 + 13)
    #expect(lines[1].contains("\"ph\":\"M\"") && lines.last == "]}")
  }

  /// Threads go in order of each module's first job (not its last, nor its name); a nested span
  /// that ends exactly at its job's end still fits; only a job that left something out says so.
  @Test func threadOrderExactFitsAndLeftOutCounts() throws {
    var trace = ChromeTrace()
    let jobs = [
      FrontendJob(kind: .compile, module: "B", start: 0, end: 0.5, files: ["/b.swift"]),
      FrontendJob(kind: .compile, module: "B", start: 3, end: 4, files: ["/b2.swift"]),
      FrontendJob(kind: .compile, module: "A", start: 0.25, end: 1, files: ["/a.swift"]),
    ]
    trace.addJobs(jobs, origin: 0, process: 1, firstThread: 1) { job in
      job.module == "A"
        ? [
          .init(name: "x", category: "type-check", seconds: 0.25),
          .init(name: "y", category: "type-check", seconds: 0.5),
        ]
        : []
    }
    let threads = trace.events.filter { $0.name == "thread_name" }.map {
      "\($0.thread) \($0.arguments!["name"]!)"
    }
    #expect(threads == ["1 text(\"B\")", "2 text(\"A\")"])
    #expect(
      trace.spans.map(\.name) == [
        "compile B (1 files)", "compile B (1 files)", "compile A (1 files)", "x", "y",
      ])
    #expect(trace.spans.allSatisfy { $0.arguments?["nested left out (past the job's end)"] == nil })
  }

  @Test func processesAreNamedAndOrdered() throws {
    var trace = ChromeTrace()
    trace.nameProcess(2, "compiler jobs", order: 1)
    trace.span("swift build", category: "build", from: 0, to: 1.0000004, process: 1, thread: 1)
    let events =
      try #require(
        try JSONSerialization.jsonObject(with: Data(trace.json().utf8)) as? [String: Any])["traceEvents"]
      as? [[String: Any]]
    #expect(events?.count == 3)
    #expect(events?[0]["name"] as? String == "process_name" && events?[0]["pid"] as? Int == 2)
    #expect(((events?[1]["args"] as? [String: Any])?["sort_index"] as? Double) == 1)
    #expect(events?[2]["dur"] as? Int == 1_000_000)
    #expect(trace.spans.count == 1)
  }

  @Test func lanesSpreadOnlyWhatOverlaps() {
    #expect(ChromeTrace.lanes([]) == [])
    #expect(ChromeTrace.lanes([(0, 1), (1, 2), (2, 3)]) == [0, 0, 0])
    #expect(ChromeTrace.lanes([(0, 2), (1, 3), (2, 4), (3, 5)]) == [0, 1, 0, 1])
    #expect(ChromeTrace.lanes([(5, 6), (0, 10), (1, 2)]) == [1, 0, 1])
    #expect(ChromeTrace.lanes([(0, 3), (0, 1), (0, 2)]) == [0, 1, 2])
  }

  /// The checker rejects what the viewers reject.
  @Test func theCheckerFindsWhatViewersReject() {
    func problems(_ json: String) -> [String] { TraceCheck.problems(in: Data(json.utf8)) }
    #expect(problems("[]") == ["not a JSON object"])
    #expect(problems("{\"events\":[]}") == ["no traceEvents array"])
    #expect(
      problems("{\"traceEvents\":[{\"ph\":\"X\",\"ts\":0,\"pid\":1,\"tid\":1,\"dur\":1}]}") == [
        "event 0: needs name, ph, ts, pid and tid"
      ])
    #expect(
      problems("{\"traceEvents\":[{\"name\":\"a\",\"ph\":\"X\",\"ts\":0,\"pid\":1,\"tid\":1}]}") == [
        "event 0 (a): a span needs a dur of at least 0"
      ])
    #expect(
      problems("{\"traceEvents\":[{\"name\":\"a\",\"ph\":\"B\",\"ts\":0,\"pid\":1,\"tid\":1}]}") == [
        "event 0 (a): phase 'B' is neither X nor M"
      ])
    let span = { (name: String, ts: Int, dur: Int, tid: Int) in
      "{\"name\":\"\(name)\",\"ph\":\"X\",\"ts\":\(ts),\"dur\":\(dur),\"pid\":1,\"tid\":\(tid)}"
    }
    let nested = [
      span("parent", 0, 10, 1), span("child", 2, 3, 1), span("next", 5, 5, 1), span("after", 10, 1, 1),
      span("instant", 11, 0, 1),
    ]
    #expect(problems("{\"traceEvents\":[\(nested.joined(separator: ","))]}") == [])
    let crossing = [span("a", 0, 10, 1), span("b", 5, 10, 1), span("c", 5, 10, 2)]
    #expect(
      problems("{\"traceEvents\":[\(crossing.joined(separator: ","))]}") == [
        "track 1/1: 'b' overlaps 'a' without nesting in it"
      ])
    // After a child ends, a span that outlives the parent is still checked against the parent.
    let after = [span("p", 0, 10, 1), span("c", 2, 3, 1), span("n", 6, 6, 1)]
    #expect(
      problems("{\"traceEvents\":[\(after.joined(separator: ","))]}") == [
        "track 1/1: 'n' overlaps 'p' without nesting in it"
      ])
    // Inside a parent, a grandchild that outlives its own parent is caught too.
    let deep = [span("p", 0, 10, 1), span("c", 2, 3, 1), span("g", 3, 3, 1)]
    #expect(
      problems("{\"traceEvents\":[\(deep.joined(separator: ","))]}") == [
        "track 1/1: 'g' overlaps 'c' without nesting in it"
      ])
    #expect(
      TraceCheck.counts(in: Data("{\"traceEvents\":[\(crossing.joined(separator: ","))]}".utf8)) == ["X": 3])
  }
}
