/// The outcome of one scenario: its timings and the blast radius of its edit.
public struct ScenarioResult: Sendable, Equatable, Codable {
  public enum Status: String, Sendable, Codable {
    case measured
    /// The untouched sources did not build: nothing was edited or measured.
    case baselineBuildFailed = "baseline-build-failed"
    /// The build after the edit failed; the file was restored.
    case editedBuildFailed = "edited-build-failed"
    /// The body edit changed the module's `.swiftmodule` in a measured build: the figure would be
    /// an API edit's, so it is withheld (the builds stay in `iterations`).
    case bodyEditChangedInterface = "body-edit-changed-interface"
    /// The API edit left the module's `.swiftmodule` as it was: no interface change was measured.
    case apiEditKeptInterface = "api-edit-kept-interface"

    /// Measured, but not what the scenario promises: a finding rather than a failure.
    var isInterfaceMismatch: Bool { self == .bodyEditChangedInterface || self == .apiEditKeptInterface }
  }

  public var scenario: String
  public var kind: ScenarioKind
  public var module: String?
  /// The edited file, relative to the package, and how it was edited.
  public var file: String?
  public var editStrategy: String?
  /// The function the body edit went into (`file:line \`declaration\``, which candidate), or the
  /// probe function's file.
  public var bodyEdit: String?
  /// Candidates tried before it and why each was refused.
  public var rejectedCandidates: [String] = []
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
  /// Null builds run right after each measured edit build. On a shared machine the load changes
  /// from minute to minute; a null build taken seconds after each edit build sees the same load,
  /// so the ratio to it is steadier than the ratio to the null scenario measured earlier.
  public var pairedNullSeconds: [Double] = []
  public var pairedNullMedianSeconds: Double?
  /// The median divided by `pairedNullMedianSeconds`.
  public var ratioToPairedNull: Double?
  /// Every module SwiftPM compiled in any measured build of this scenario.
  public var recompiledModules: [String] = []
  /// Every module whose `.swiftmodule` content changed in a measured build.
  public var changedInterfaces: [String] = []
  public var relinked = false
  /// Where the log and the build folder disagree, or iterations disagree with each other.
  public var notes: [String] = []

  /// Fills min, median, max and the sets from `iterations`.
  mutating func summarize() {
    guard let times = Self.statistics(iterations.map(\.seconds)) else { return }
    (minSeconds, medianSeconds, maxSeconds) = times
    if let paired = Self.statistics(pairedNullSeconds), paired.median > 0 {
      pairedNullMedianSeconds = paired.median
      ratioToPairedNull = times.median / paired.median
    }
    recompiledModules = Set(iterations.flatMap(\.compiledModules)).sorted()
    changedInterfaces = Set(iterations.flatMap(\.changedInterfaces)).sorted()
    relinked = iterations.contains(where: \.relinked)
    if Set(iterations.map(\.compiledModules)).count > 1 {
      notes.append(
        "iterations recompiled different sets: "
          + iterations.map { "{\($0.compiledModules.joined(separator: ", "))}" }.joined(separator: " "))
    }
    // A compiled module may keep byte-identical object files (the frontend leaves unchanged outputs
    // alone), so only object code changing without a `Compiling` line is a disagreement.
    for (index, observation) in iterations.enumerated() {
      let unexplained = Set(observation.rewrittenObjects).subtracting(observation.compiledModules)
      if !unexplained.isEmpty {
        notes.append(
          "iteration \(index + 1): object files of {\(unexplained.sorted().joined(separator: ", "))} changed without a Compiling line in the log"
        )
      }
    }
    for (index, observation) in iterations.enumerated() {
      if let disagreement = observation.relinkDisagreement {
        notes.append("iteration \(index + 1): \(disagreement)")
      }
    }
    if kind == .body, let module, iterations.contains(where: { $0.changedInterfaces.contains(module) }) {
      status = .bodyEditChangedInterface
      notes.append(
        "the body edit changed \(module).swiftmodule, so the edited body is part of the interface: not reported as a body edit"
      )
    }
    if kind == .api, let module, !changedInterfaces.contains(module) {
      status = .apiEditKeptInterface
      notes.append(
        "the API edit left \(module).swiftmodule unchanged: not reported as an API edit")
    }
    if status.isInterfaceMismatch {
      (minSeconds, medianSeconds, maxSeconds, ratioToPairedNull) = (nil, nil, nil, nil)
    }
  }

  /// Min, median and max; `nil` for no values.
  static func statistics(_ values: [Double]) -> (min: Double, median: Double, max: Double)? {
    let sorted = values.sorted()
    guard let first = sorted.first, let last = sorted.last else { return nil }
    let middle = sorted.count / 2
    let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    return (first, median, last)
  }
}
