import BuildTrace
import Foundation
import Testing
import TraceCheckSupport

@testable import BuildHotspots

/// The `--trace` layout on made-up jobs and timings, so every span is known.
@Suite struct HotspotsTraceTests {
  @Test func buildPhasesCriticalPathAndTypeChecksNestedInTheirJob() throws {
    let jobs = [
      FrontendJob(
        kind: .compile, module: "Core", start: 101, end: 103,
        files: ["/p/Sources/Core/A.swift", "/p/Sources/Core/B.swift"]),
      FrontendJob(
        kind: .emitModule, module: "Core", start: 101, end: 101.5, files: ["/p/Sources/Core/A.swift"]),
      FrontendJob(
        kind: .compile, module: "App", start: 103.5, end: 104, files: ["/p/Sources/App/main.swift"]),
    ]
    let timings = [
      TypeCheckTiming(
        kind: .functionBody, milliseconds: 300, path: "/p/Sources/Core/B.swift", line: 2, column: 1,
        name: "b()"),
      TypeCheckTiming(
        kind: .functionBody, milliseconds: 200, path: "/p/Sources/Core/A.swift", line: 9, column: 3,
        name: "late()"),
      TypeCheckTiming(
        kind: .expression, milliseconds: 100, path: "/p/Sources/Core/A.swift", line: 9, column: 3, name: ""),
      TypeCheckTiming(
        kind: .functionBody, milliseconds: 50, path: "/p/Sources/Core/A.swift", line: 1, column: 5,
        name: "early()"),
      TypeCheckTiming(
        kind: .functionBody, milliseconds: 0.99, path: "/p/Sources/Core/A.swift", line: 5, column: 1,
        name: "quick()"),
      TypeCheckTiming(
        kind: .functionBody, milliseconds: 1, path: "/p/Sources/App/main.swift", line: 1, column: 1,
        name: "main"),
    ]
    let modules = ModuleTiming.group(jobs, origin: 100, buildSeconds: 5)
    let report = HotspotsReport(
      command: "swift build", buildSeconds: 5, jobSeconds: 3, secondsBeforeFirstJob: 1,
      secondsAfterLastJob: 1,
      expressionThresholdMilliseconds: 5, slowestFunctionBodies: [], slowestExpressions: [], modules: modules,
      criticalPath: CriticalPath.find(modules: modules, imports: ["App": ["Core"]], buildSeconds: 5),
      jobs: [])
    let trace = HotspotsTrace.make(
      report: report, jobs: jobs, origin: 100, timings: timings, packagePath: "/p")
    let data = Data(trace.json().utf8)
    #expect(TraceCheck.problems(in: data) == [])
    #expect(trace.otherData == ["command": "swift build", "tool": "tools build-hotspots --trace"])
    let spans = trace.spans.map { "\($0.process)/\($0.thread) \($0.name) \($0.start) \($0.duration!)" }
    #expect(
      spans == [
        "1/1 swift build 0 5000000",
        "1/1 before the first compiler job (manifests, planning) 0 1000000",
        "1/1 after the last compiler job (linking) 4000000 1000000",
        "1/2 Core 1000000 2000000", "1/2 App 3500000 500000",
        "2/1 emit-module Core 1000000 500000", "2/2 compile Core (2 files) 1000000 2000000",
        // In the job's file order, then by line and column: A.swift's early(), the expression and
        // late() (both at 9:3), then B.swift's b(); quick() took under 1 ms and is left out.
        "2/2 early() 1000000 50000", "2/2 expression at Sources/Core/A.swift:9:3 1050000 100000",
        "2/2 late() 1150000 200000", "2/2 b() 1350000 300000",
        "2/3 compile App (1 files) 3500000 500000", "2/3 main 3500000 1000",
      ])
    let late = try #require(trace.spans.first { $0.name == "late()" })
    #expect(late.category == "type-check")
    #expect(
      late.arguments == ["location": .text("Sources/Core/A.swift:9:3"), "type-check (ms)": .number(200)])
    let names = trace.events.filter { $0.phase == "M" && $0.name.hasSuffix("_name") }.map {
      "\($0.process)/\($0.thread) \($0.arguments!["name"]!)"
    }
    #expect(
      names == [
        "1/0 text(\"swift build\")", "1/1 text(\"build\")", "1/2 text(\"critical path\")",
        "2/0 text(\"compiler jobs\")", "2/1 text(\"Core\")", "2/2 text(\"Core (2)\")", "2/3 text(\"App\")",
      ])
    #expect(trace.spans.first { $0.name == "App" }!.arguments == ["waited (s)": .number(0.5)])
  }

  /// A build with no jobs before or after (an up-to-date incremental build) has no phase spans.
  @Test func noPhasesWhenTheyTookNoTime() {
    let report = HotspotsReport(
      command: "swift build", buildSeconds: 0.5, jobSeconds: 0, secondsBeforeFirstJob: 0,
      secondsAfterLastJob: 0,
      expressionThresholdMilliseconds: 5, slowestFunctionBodies: [], slowestExpressions: [], modules: [],
      criticalPath: CriticalPath(links: [], seconds: 0, buildSeconds: 0.5), jobs: [])
    let trace = HotspotsTrace.make(report: report, jobs: [], origin: 0, timings: [], packagePath: "/p")
    #expect(trace.spans.map(\.name) == ["swift build"])
  }
}
