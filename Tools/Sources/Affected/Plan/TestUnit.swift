/// What one `swift test` command tests: a local package's test targets, the root package's own
/// test targets, or a package outside the root's graph (the Tools). Shard and timings count
/// in units, so every selected test target belongs to exactly one.
public struct TestUnit: Equatable, Sendable {
  /// Where the unit's tests build and run, which decides its command.
  public enum Kind: String, Sendable {
    /// The root package's own test targets (not those pointing at a package's Tests folder).
    case root
    /// A package the root builds: it shares the root's build folder, so nothing is built twice.
    case package
    /// A package outside the root's graph (the Tools): its own build folder.
    case standalone
  }

  /// The package's folder relative to the repository root (`.` for the root).
  public var name: String
  /// Where its tests build and run.
  public var kind: Kind
  /// The selected test targets, sorted.
  public var testTargets: [String]
  /// Every test target of the unit: when all are selected, no `--filter` is needed.
  public var allTestTargets: [String]
  /// Whether the root package declares every selected test target too (on the same folder), so
  /// the unit can run from the root's build when that build is made anyway.
  public var inRootBuild: Bool

  /// A unit as `tools affected --format json` describes it (`units`).
  public init(
    name: String, kind: Kind, testTargets: [String], allTestTargets: [String], inRootBuild: Bool
  ) {
    self.name = name
    self.kind = kind
    self.testTargets = testTargets
    self.allTestTargets = allTestTargets
    self.inRootBuild = inRootBuild
  }

  /// The same unit with only some of its test targets (`testTargets` ⊆ `allTestTargets`).
  func selecting(_ targets: [String]) -> TestUnit {
    var copy = self
    copy.testTargets = targets.sorted()
    return copy
  }
}

/// A unit that is not run, and why.
struct SkippedUnit: Equatable, Sendable {
  var name: String
  var why: String

  init(name: String, why: String) {
    self.name = name
    self.why = why
  }
}
