import BuildTrace
import Testing

@testable import BuildHotspots

/// Module times, the critical path and the timeline, on jobs made up so every figure is known.
@Suite struct AnalysisTests {
  /// Core (0–2 s) ← Feature (2.1–5 s) ← App (5.2–6 s); Other (0–1 s) runs beside them, imported
  /// by App but finished long before, so it is not on the path.
  let jobs = [
    FrontendJob(kind: .emitModule, module: "Core", start: 100, end: 100.5),
    FrontendJob(kind: .compile, module: "Core", start: 100, end: 102),
    FrontendJob(kind: .compile, module: "Other", start: 100, end: 101),
    FrontendJob(kind: .compile, module: "Feature", start: 102.1, end: 105),
    FrontendJob(kind: .compile, module: "App", start: 105.2, end: 106),
  ]
  let imports: [String: Set<String>] = ["Feature": ["Core"], "App": ["Feature", "Other", "Foundation"]]

  @Test func modulesGetTheirWallTimeAndShare() {
    let modules = ModuleTiming.group(jobs, origin: 100, buildSeconds: 8)
    #expect(modules.map(\.module) == ["Feature", "Core", "Other", "App"])
    let core = modules.first { $0.module == "Core" }
    #expect(core?.wallSeconds == 2 && core?.jobSeconds == 2.5 && core?.jobs == 2)
    #expect(core?.shareOfBuild == 0.25 && core?.interfaceReady == 0.5)
  }

  @Test func criticalPathFollowsImportsBackFromTheLastModule() {
    let modules = ModuleTiming.group(jobs, origin: 100, buildSeconds: 8)
    let path = CriticalPath.find(modules: modules, imports: imports, buildSeconds: 8)
    #expect(path.links.map(\.module) == ["Core", "Feature", "App"])
    #expect(abs(path.seconds - 6) < 1e-9)
    #expect(abs(path.links[2].waited - 0.2) < 1e-9)
  }

  @Test func timelineHasARowPerModuleAndHighlightsTheCriticalPath() {
    let report = HotspotsReport(
      command: "swift build", buildSeconds: 8, jobSeconds: 7.3, secondsBeforeFirstJob: 0,
      secondsAfterLastJob: 2,
      expressionThresholdMilliseconds: 5,
      slowestFunctionBodies: [], slowestExpressions: [],
      modules: ModuleTiming.group(jobs, origin: 100, buildSeconds: 8),
      criticalPath: CriticalPath.find(
        modules: ModuleTiming.group(jobs, origin: 100, buildSeconds: 8), imports: imports, buildSeconds: 8),
      jobs: jobs.map { .init(module: $0.module, kind: $0.kind, start: $0.start - 100, end: $0.end - 100) })
    let svg = GanttChart.svg(report)
    #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "<title>").count - 1 == jobs.count)
    #expect(svg.components(separatedBy: "fill=\"#fde0dd\"").count - 1 == 3)
    #expect(
      svg.contains(">Other</text>") && svg.contains("font-weight=\"bold\" fill=\"#c0392b\">Core</text>"))
    let text = HotspotsText.render(report, markdown: true)
    #expect(text.contains("**Critical path** (6.00 s of 8.00 s wall, 75%): Core → Feature → App"))
    #expect(text.contains("| Feature | 2.90 | 36% | 2.90 | 1 |"))
    #expect(text.contains("after the last: 2.00 s (linking)"))
    #expect(HotspotsReport.relative("/p/q/Sources/A.swift", to: "/p/q") == "Sources/A.swift")
    #expect(HotspotsReport.relative("/elsewhere/A.swift", to: "/p/q") == "/elsewhere/A.swift")
  }
}
