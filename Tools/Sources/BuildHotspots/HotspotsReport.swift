import BuildTrace
import Foundation

/// Everything one instrumented build showed, in the shape `--json` prints.
struct HotspotsReport: Sendable, Equatable, Codable {
  /// A compile job on the timeline, seconds since the build started.
  struct Bar: Sendable, Equatable, Codable {
    var module: String
    var kind: FrontendJob.Kind
    var start: Double
    var end: Double
  }

  /// The exact command, so anyone can reproduce the figures.
  var command: String
  var buildSeconds: Double
  /// The sum of every frontend job's duration: more than `buildSeconds` when jobs overlapped.
  var jobSeconds: Double
  /// Before the first compiler job (manifests, planning) and after the last (linking, other tools).
  var secondsBeforeFirstJob: Double
  var secondsAfterLastJob: Double
  var expressionThresholdMilliseconds: Int
  var slowestFunctionBodies: [TypeCheckTiming]
  var slowestExpressions: [TypeCheckTiming]
  var modules: [ModuleTiming]
  var criticalPath: CriticalPath
  var jobs: [Bar]
  /// With `--after`: the edit the reported build followed, and how long the build before it took.
  var edit: String?
  var buildBeforeEditSeconds: Double?
  var notes: [String] = []

  /// Puts the pieces together: `origin` is when the build started (seconds since 1970).
  static func make(
    command: String, buildSeconds: Double, origin: Double, jobs: [FrontendJob], buildOutput: String,
    top: Int, expressionThreshold: Int, packagePath: String
  ) -> HotspotsReport {
    var moduleOfFile: [String: String] = [:]
    for job in jobs where job.kind == .compile {
      for file in job.files { moduleOfFile[file] = job.module }
    }
    let timings = TypeCheckTiming.parse(buildOutput: buildOutput).map { timing in
      var timing = timing
      timing.module = moduleOfFile[timing.path]
      timing.path = relative(timing.path, to: packagePath)
      return timing
    }
    let modules = ModuleTiming.group(jobs, origin: origin, buildSeconds: buildSeconds)
    var report = HotspotsReport(
      command: command, buildSeconds: buildSeconds, jobSeconds: jobs.map(\.seconds).reduce(0, +),
      secondsBeforeFirstJob: max(0, (jobs.map(\.start).min() ?? origin) - origin),
      secondsAfterLastJob: max(0, buildSeconds - ((jobs.map(\.end).max() ?? origin) - origin)),
      expressionThresholdMilliseconds: expressionThreshold,
      slowestFunctionBodies: Array(timings.filter { $0.kind == .functionBody }.prefix(top)),
      slowestExpressions: Array(timings.filter { $0.kind == .expression }.prefix(top)),
      modules: modules,
      criticalPath: CriticalPath.find(
        modules: modules, imports: CriticalPath.imports(of: jobs), buildSeconds: buildSeconds),
      jobs: jobs.map { Bar(module: $0.module, kind: $0.kind, start: $0.start - origin, end: $0.end - origin) }
    )
    if jobs.isEmpty {
      report.notes.append(
        "no compiler job ran: everything was up to date (drop --incremental for a clean build)")
    }
    return report
  }

  /// Paths inside the package are shown relative to it, as people and editors name them.
  static func relative(_ path: String, to packagePath: String) -> String {
    var root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
    if !root.hasSuffix("/") { root += "/" }
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
