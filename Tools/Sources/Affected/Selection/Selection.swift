/// What a change affects: the targets, why each one, and what each changed file did.
struct Selection: Sendable {
  /// What one changed file did to the selection.
  enum Effect: Equatable, Sendable {
    /// Inside these targets (or read by them, per a `reads` line).
    case owned([TargetID])
    /// A package's manifest: every target of the package, at the head and at the base.
    case manifest(package: String)
    /// A `Package.resolved` whose pins moved: the packages that use them.
    case pins(identities: [String], packages: [String])
    /// Nothing: documentation (a `nothing` line, or a DocC catalog inside a target).
    case nothing(because: String)
    /// Everything: the root manifest, an `everything` line, or a file outside every target.
    case everything(because: String)
  }

  struct Verdict: Equatable, Sendable {
    var path: String
    var effect: Effect
  }

  struct Target: Equatable, Sendable {
    var id: TargetID
    var isTest: Bool
    /// Built outside SwiftPM (a `module` folder of boundaries.rules): no SwiftPM test runs it.
    var isFolder: Bool
    /// From the target that owns a changed file to this one: `Receipt ← Checkout ← ShopFlow`.
    var chain: [TargetID]
    /// The changed file the chain starts from.
    var cause: String
  }

  var all = false
  /// The files that made everything affected, sorted.
  var allReasons: [String] = []
  var verdicts: [Verdict] = []
  /// Sorted by package, then name.
  var targets: [Target] = []
  /// Targets of the base revision that the head no longer has (their dependents are selected).
  var removed: [TargetID] = []

  var changed: [String] { verdicts.map(\.path) }
  var isEmpty: Bool { !all && targets.isEmpty }
}
