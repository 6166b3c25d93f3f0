import BuildTrace

/// Where one module's compile time went. Offsets are seconds since the build started.
struct ModuleTiming: Sendable, Equatable, Codable {
  var module: String
  var firstStart: Double
  var lastEnd: Double
  /// When its `.swiftmodule` was written (end of its emit-module job): dependents start after it.
  var interfaceReady: Double
  /// From its first job's start to its last job's end.
  var wallSeconds: Double
  /// The sum of its jobs' durations: what it cost the cores.
  var jobSeconds: Double
  var jobs: Int
  /// `wallSeconds` divided by the whole build's wall time.
  var shareOfBuild: Double

  /// Groups jobs by module; `origin` is the build's start, `buildSeconds` its wall time.
  static func group(_ jobs: [FrontendJob], origin: Double, buildSeconds: Double) -> [ModuleTiming] {
    Dictionary(grouping: jobs, by: \.module).map { module, jobs in
      let start = jobs.map(\.start).min() ?? origin
      let end = jobs.map(\.end).max() ?? origin
      let ready = jobs.filter { $0.kind == .emitModule }.map(\.end).max() ?? end
      return ModuleTiming(
        module: module, firstStart: start - origin, lastEnd: end - origin, interfaceReady: ready - origin,
        wallSeconds: end - start, jobSeconds: jobs.map(\.seconds).reduce(0, +), jobs: jobs.count,
        shareOfBuild: buildSeconds > 0 ? (end - start) / buildSeconds : 0)
    }.sorted { ($1.wallSeconds, $0.module) < ($0.wallSeconds, $1.module) }
  }
}
