import Foundation

/// A journey that broke the model: the seed that generated it, the steps up to the failure,
/// and a shrunk sequence that still fails when replayed on a fresh app.
public struct ModelFailure: Error, CustomStringConvertible, Sendable {
  public let app: String
  public let seed: UInt64
  public let problems: [String]
  public let journey: [ModelStep]
  public let shrunk: [ModelStep]

  public var description: String {
    """
    \(app) model failed with seed \(seed) after \(journey.count) steps:
      \(problems.joined(separator: "\n  "))
    shrunk to \(shrunk.count) step(s) that reproduce it on a fresh app:
      \(shrunk.map(\.description).joined(separator: "\n  "))
    """
  }
}

/// What a run did: for the CI test's assertion and the soak's steps/second.
public struct ModelSummary: Sendable {
  public var steps = 0
  public var journeys = 0
  public var seconds = 0.0
  public var failure: ModelFailure?
  /// Client calls the journeys started, answered, and saw cancelled by a pop or dismissal:
  /// evidence that the journeys reach the effects, not just the first screen.
  public var calls = GatedCalls.Counts()
  /// How deep the journeys went and what they did there (see `ModelCoverage`).
  public var coverage = ModelCoverage()
  /// The navigation map's edges the journeys walked.
  public var transitions = TransitionCoverage()
  public var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }
}

/// Runs seeded journeys against a harness, checking the model after every step.
@MainActor
public enum ModelRunner {
  /// Journeys of `length` steps from seeds `firstSeed`, `firstSeed + 1`, … until `steps` steps
  /// ran or one failed (then shrunk). `progress` is called after each journey.
  public static func run<Harness: ModelHarness>(
    _ harness: Harness.Type, steps total: Int, journeyLength: Int = 200, firstSeed: UInt64 = 1,
    progress: (ModelSummary) -> Void = { _ in }
  ) async -> ModelSummary {
    let clock = ContinuousClock()
    let start = clock.now
    var summary = ModelSummary()
    var seed = firstSeed
    while summary.steps < total {
      let length = min(journeyLength, total - summary.steps)
      let result = await journey(Harness.self, seed: seed, length: length)
      summary.steps += result.steps
      summary.journeys += 1
      summary.calls.started += result.calls.started
      summary.calls.answered += result.calls.answered
      summary.calls.cancelled += result.calls.cancelled
      summary.coverage.merge(journey: result.coverage)
      summary.transitions.merge(result.transitions)
      summary.seconds = (clock.now - start) / .seconds(1)
      if let failure = result.failure {
        summary.failure = failure
        break
      }
      progress(summary)
      seed &+= 1
    }
    summary.seconds = (clock.now - start) / .seconds(1)
    return summary
  }

  /// One journey from `seed` on a fresh app; on failure, the shrunk reproduction.
  public static func journey<Harness: ModelHarness>(
    _ harness: Harness.Type, seed: UInt64, length: Int
  ) async -> (
    steps: Int, failure: ModelFailure?, calls: GatedCalls.Counts, coverage: ModelCoverage,
    transitions: TransitionCoverage
  ) {
    var rng = SplitMix64(seed: seed)
    let driver = ModelDriver<Harness>()
    defer { driver.harness.tearDown() }
    var steps: [ModelStep] = []
    var problems = await driver.settleAndCheck()
    if !problems.isEmpty {
      let failure = ModelFailure(app: Harness.name, seed: seed, problems: problems, journey: [], shrunk: [])
      return (0, failure, driver.harness.calls.counts, driver.coverage, driver.transitions)
    }
    for _ in 0..<length {
      let step = driver.harness.nextStep(&rng)
      steps.append(step)
      _ = await driver.perform(step)
      problems = await driver.settleAndCheck()
      if !problems.isEmpty {
        driver.harness.tearDown()
        let shrunk = await Shrinker.shrink(steps) { await replay(Harness.self, $0) != nil }
        let failure = ModelFailure(
          app: Harness.name, seed: seed, problems: problems, journey: steps, shrunk: shrunk)
        return (steps.count, failure, driver.harness.calls.counts, driver.coverage, driver.transitions)
      }
    }
    driver.closeEdge()
    return (steps.count, nil, driver.harness.calls.counts, driver.coverage, driver.transitions)
  }

  /// Replays `steps` on a fresh app, skipping those that no longer apply; the problems of the
  /// first step that breaks the model, or `nil`.
  public static func replay<Harness: ModelHarness>(_ harness: Harness.Type, _ steps: [ModelStep]) async
    -> [String]?
  {
    let driver = ModelDriver<Harness>(effectDeadline: .milliseconds(500))
    defer { driver.harness.tearDown() }
    var problems = await driver.settleAndCheck()
    for step in steps where problems.isEmpty {
      guard await driver.perform(step) else { continue }
      problems = await driver.settleAndCheck()
    }
    return problems.isEmpty ? nil : problems
  }
}
