/// What the journeys reached, beyond "no step broke the model": evidence that they go deep
/// (many instances of a recursive screen), replace deep stacks and pop several levels at once,
/// and relaunch from deep screens with the screen compared before and after.
///
/// Counted by the driver from each step and the harness's `depth`, so a generator whose
/// weights stop reaching these places fails the CI test that asserts them, instead of
/// passing while it no longer tests them.
public struct ModelCoverage: Equatable, Sendable, CustomStringConvertible {
  /// The most instances of the recursive screen a journey stood on (Bookshelf: book screens).
  public var maxDepth = 0
  /// Journeys that stood on at least `deepJourneyDepth` instances.
  public var deepJourneys = 0
  /// Relaunches that came back to a screen compared, frame and navigation, with the one left.
  public var relaunchesCompared = 0
  /// … of those, relaunches from at least three instances deep.
  public var deepRelaunchesCompared = 0
  /// Deep links that replaced a stack of at least two instances.
  public var deepReplacements = 0
  /// Pops (back swipes, programmatic pops, pop to root) that removed two levels or more in one step.
  public var multiLevelPops = 0

  public init() {}

  /// The depth from which a relaunch counts as deep.
  public static let deepRelaunchDepth = 3
  /// The depth from which a journey counts as deep.
  public static let deepJourneyDepth = 5

  /// Adds what one more journey reached.
  public mutating func merge(journey other: ModelCoverage) {
    maxDepth = max(maxDepth, other.maxDepth)
    deepJourneys += other.deepJourneys + (other.maxDepth >= Self.deepJourneyDepth ? 1 : 0)
    relaunchesCompared += other.relaunchesCompared
    deepRelaunchesCompared += other.deepRelaunchesCompared
    deepReplacements += other.deepReplacements
    multiLevelPops += other.multiLevelPops
  }

  /// Counts what `step` did: the depth before and after it.
  mutating func record(_ step: ModelStep, from before: Int, to after: Int) {
    maxDepth = max(maxDepth, before, after)
    switch step {
    case .gesture(.openURL):
      if before >= 2, after < before { deepReplacements += 1 }
    case .backSwipes, .programmaticPop, .gesture(.popToRoot):
      if before - after >= 2 { multiLevelPops += 1 }
    default:
      break
    }
  }

  /// Counts a relaunch whose screen was compared, from `depth` instances deep.
  mutating func recordRelaunchCompared(depth: Int) {
    relaunchesCompared += 1
    if depth >= Self.deepRelaunchDepth { deepRelaunchesCompared += 1 }
  }

  public var description: String {
    "max depth \(maxDepth) (\(deepJourneys) journeys ≥ \(Self.deepJourneyDepth) deep), relaunches compared \(relaunchesCompared) "
      + "(\(deepRelaunchesCompared) from ≥ \(Self.deepRelaunchDepth) deep), "
      + "deep stacks replaced by a link \(deepReplacements), multi-level pops \(multiLevelPops)"
  }
}
