/// Everything a run measured, in the shape `--json` prints.
public struct Report: Sendable, Equatable, Codable {
  /// The exact build command, so anyone can reproduce a figure.
  public var command: String
  public var buildSystem: String
  public var warmup: Int
  public var iterations: Int
  /// The null build's median: the floor the other scenarios are divided by.
  public var nullMedianSeconds: Double?
  public var scenarios: [ScenarioResult]

  /// Sets each scenario's ratio to the null build, once all are measured.
  mutating func computeRatios() {
    nullMedianSeconds = scenarios.first { $0.kind == .null && $0.medianSeconds != nil }?.medianSeconds
    guard let floor = nullMedianSeconds, floor > 0 else { return }
    for index in scenarios.indices {
      scenarios[index].ratioToNull = scenarios[index].medianSeconds.map { $0 / floor }
    }
  }
}
