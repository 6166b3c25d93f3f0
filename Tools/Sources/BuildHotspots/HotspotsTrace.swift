import BuildTrace
import Foundation

/// The instrumented build as a Chrome trace (`--trace FILE`), for Perfetto or `chrome://tracing`:
///
/// - process "swift build": the whole build, with the time before the first compiler job
///   (manifests, planning) and after the last (linking) nested in it; and the critical path, a
///   span per module on it;
/// - process "compiler jobs": a thread per module, a span per job (compile, emit-module, wrap), and
///   inside each compile job the function bodies and expressions it type-checked for at least
///   `nestedMinimumMilliseconds`, end to end in source order from the job's start: the compiler
///   says how long each took, not when, so their place inside the job is drawn, their length measured.
enum HotspotsTrace {
  static let nestedMinimumMilliseconds = 1.0

  static func make(
    report: HotspotsReport, jobs: [FrontendJob], origin: Double, timings: [TypeCheckTiming],
    packagePath: String
  ) -> ChromeTrace {
    var trace = ChromeTrace()
    trace.otherData = ["command": report.command, "tool": "tools build-hotspots --trace"]
    trace.nameProcess(1, "swift build", order: 0)
    trace.nameThread(1, of: 1, "build", order: 0)
    trace.span(
      "swift build", category: "build", from: 0, to: report.buildSeconds, process: 1, thread: 1,
      arguments: ["command": .text(report.command)])
    if report.secondsBeforeFirstJob > 0 {
      trace.span(
        "before the first compiler job (manifests, planning)", category: "build", from: 0,
        to: report.secondsBeforeFirstJob, process: 1, thread: 1)
    }
    if report.secondsAfterLastJob > 0 {
      trace.span(
        "after the last compiler job (linking)", category: "build",
        from: report.buildSeconds - report.secondsAfterLastJob, to: report.buildSeconds, process: 1, thread: 1
      )
    }
    let links = report.criticalPath.links
    let lanes = ChromeTrace.lanes(links.map { ($0.start, $0.end) })
    for lane in Set(lanes).sorted() {
      trace.nameThread(
        2 + lane, of: 1, lane == 0 ? "critical path" : "critical path (\(lane + 1))", order: 1 + lane)
    }
    for (link, lane) in zip(links, lanes) {
      trace.span(
        link.module, category: "critical-path", from: link.start, to: link.end, process: 1, thread: 2 + lane,
        arguments: ["waited (s)": .number(link.waited)])
    }

    trace.nameProcess(2, "compiler jobs", order: 1)
    var byFile: [String: [TypeCheckTiming]] = [:]
    for timing in timings where timing.milliseconds >= nestedMinimumMilliseconds {
      byFile[timing.path, default: []].append(timing)
    }
    trace.addJobs(jobs, origin: origin, process: 2, firstThread: 1) { job in
      guard job.kind == .compile else { return [] }
      return job.files.flatMap { file in
        (byFile[file] ?? []).sorted {
          ($0.line, $0.column, $0.kind.rawValue) < ($1.line, $1.column, $1.kind.rawValue)
        }
      }.map { timing in
        let location =
          "\(HotspotsReport.relative(timing.path, to: packagePath)):\(timing.line):\(timing.column)"
        return ChromeTrace.Nested(
          name: timing.kind == .functionBody ? timing.name : "expression at \(location)",
          category: "type-check",
          seconds: timing.milliseconds / 1000,
          arguments: ["location": .text(location), "type-check (ms)": .number(timing.milliseconds)])
      }
    }
    return trace
  }
}
