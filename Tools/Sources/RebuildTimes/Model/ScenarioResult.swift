/// The outcome of one scenario: its timings and the blast radius of its edit.
public struct ScenarioResult: Sendable, Equatable, Codable {
  public enum Status: String, Sendable, Codable {
    case measured
    /// The untouched sources did not build: nothing was edited or measured.
    case baselineBuildFailed = "baseline-build-failed"
    /// The build after the edit failed; the file was restored.
    case editedBuildFailed = "edited-build-failed"
  }

  public var scenario: String
  public var kind: ScenarioKind
  public var module: String?
  /// The edited file, relative to the package, and how it was edited.
  public var file: String?
  public var editStrategy: String?
  public var status: Status
  /// The end of the failing build's output, when `status` is a failure.
  public var failureLog: String?
  public var warmupSeconds: [Double] = []
  public var iterations: [Observation] = []
  public var minSeconds: Double?
  public var medianSeconds: Double?
  public var maxSeconds: Double?
  /// The median divided by the null build's median, when both were measured.
  public var ratioToNull: Double?
  /// Every module SwiftPM compiled in any measured build of this scenario.
  public var recompiledModules: [String] = []
  public var relinked = false
  /// Where the log and the build folder disagree, or iterations disagree with each other.
  public var notes: [String] = []

  /// Fills min, median, max and the sets from `iterations`.
  mutating func summarize() {
    let times = iterations.map(\.seconds).sorted()
    guard !times.isEmpty else { return }
    minSeconds = times.first
    maxSeconds = times.last
    let middle = times.count / 2
    medianSeconds = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
    recompiledModules = Set(iterations.flatMap(\.compiledModules)).sorted()
    relinked = iterations.contains(where: \.relinked)
    if Set(iterations.map(\.compiledModules)).count > 1 {
      notes.append("iterations recompiled different sets: " + iterations.map { "{\($0.compiledModules.joined(separator: ", "))}" }.joined(separator: " "))
    }
    for (index, observation) in iterations.enumerated() where observation.compiledModules != observation.rewrittenObjects {
      notes.append("iteration \(index + 1): log says {\(observation.compiledModules.joined(separator: ", "))} compiled, object files of {\(observation.rewrittenObjects.joined(separator: ", "))} changed")
    }
    if kind == .body, let module, iterations.contains(where: { $0.changedInterfaces.contains(module) }) {
      notes.append("the body edit changed \(module).swiftmodule: the edit touched its interface")
    }
  }
}
