/// The commands that test a set of units, in the order to run them. Everything the root package
/// builds shares the root's build folder (`.build`): a package's own `swift test --package-path`
/// then builds only the test bundle it links, never a module the root or another package built.
/// When the root's unit is among them its build holds every package's tests, so the packages it
/// declares run from that build (`--skip-build`) instead of linking bundles of their own.
public struct CommandPlan: Equatable, Sendable {
  /// One unit's work.
  public struct Step: Equatable, Sendable {
    /// The unit's name (its folder; `.` for the root package).
    public var unit: String
    /// Run first when present; the unit fails without running its tests if it fails.
    public var build: String?
    /// The test command, with a `--filter` when only some of the unit's test targets run.
    public var test: String
    /// Runs from the build the root's unit makes: never before it, and not at all if it failed.
    public var needsRootBuild: Bool
    /// Steps that share a build folder run one after another; different lanes may run at once.
    public var lane: String
    /// Lists every test of the bundle `test` runs (`swift test --skip-build --list-tests` with the
    /// same package and build folder): what `tools shard verify` expects the shards to have run.
    /// Derived with `test`, so the two always name the same bundle; empty for a step given by hand.
    public var listing: [String]

    /// A step as given (a test's plan); `CommandPlan(units:hasRootPackage:swift:)` derives them.
    public init(
      unit: String, build: String?, test: String, needsRootBuild: Bool, lane: String, listing: [String] = []
    ) {
      self.unit = unit
      self.build = build
      self.test = test
      self.needsRootBuild = needsRootBuild
      self.lane = lane
      self.listing = listing
    }
  }

  /// In the order to run them: the root's unit first, then by name.
  public var steps: [Step]

  /// The root's build folder, shared by every unit the root's graph holds.
  public static let sharedScratch = ".build"

  /// A plan of given steps (a test's).
  public init(steps: [Step]) { self.steps = steps }

  /// The steps that test `units`; `hasRootPackage` says whether the root's build folder can be
  /// shared, `swift` is the command the steps name (`$SWIFT`). `buildFlags` (`$SWIFT_BUILD_FLAGS`)
  /// go into every command that builds: a build made with other flags is rebuilt whole, so they
  /// must be the ones every other build of the same folder uses (the Makefile's). Commands that
  /// only run a built bundle (`--skip-build`) take none.
  public init(units: [TestUnit], hasRootPackage: Bool, swift: String = "swift", buildFlags: [String] = []) {
    let hasRoot = units.contains { $0.kind == .root }
    func command(_ words: [String]) -> String { ([swift] + words.map(Self.quote)).joined(separator: " ") }
    var steps: [Step] = []
    for unit in units.sorted(by: Self.order) {
      let filter = " --filter \(Self.filter(unit.testTargets))"
      let partial = unit.testTargets == unit.allTestTargets ? "" : filter
      // What picks the test bundle, shared by the step's test and its listing: the root's build
      // (no option), or the package's own, in the root's build folder when there is a root package.
      let fromRootBuild = unit.kind == .root || (unit.kind == .package && hasRoot && unit.inRootBuild)
      let bundle =
        fromRootBuild
        ? []
        : ["--package-path", unit.name]
          + (unit.kind == .package && hasRootPackage ? ["--scratch-path", Self.sharedScratch] : [])
      let listing = [swift, "test", "--skip-build", "--list-tests"] + bundle
      if fromRootBuild {
        let isRoot = unit.kind == .root
        steps.append(
          Step(
            unit: unit.name, build: isRoot ? command(["build", "--build-tests"] + buildFlags) : nil,
            test: command(["test", "--skip-build"]) + filter, needsRootBuild: !isRoot,
            lane: Self.sharedScratch, listing: listing))
      } else {
        let sharesRootFolder = unit.kind == .package && hasRootPackage
        steps.append(
          Step(
            unit: unit.name, build: nil, test: command(["test"] + bundle + buildFlags) + partial,
            needsRootBuild: false,
            lane: sharesRootFolder ? Self.sharedScratch : unit.name, listing: listing))
      }
    }
    self.steps = steps
  }

  /// What a person would type for the same tests: one root run for everything the root builds
  /// (when its unit is there), then one command per other unit.
  static func summary(units: [TestUnit], hasRootPackage: Bool, swift: String = "swift") -> [String] {
    let plan = CommandPlan(units: units, hasRootPackage: hasRootPackage, swift: swift)
    guard units.contains(where: { $0.kind == .root }) else { return plan.steps.map(\.test) }
    let fromRoot = units.filter { $0.kind == .root || ($0.kind == .package && $0.inRootBuild) }
    let names = fromRoot.flatMap(\.testTargets)
    let rest = plan.steps.filter { step in !fromRoot.contains { $0.name == step.unit } }.map(\.test)
    return ["\(swift) test --filter \(filter(names))"] + rest
  }

  /// The root's unit first (the others may run from its build), then by name.
  static func order(_ lhs: TestUnit, _ rhs: TestUnit) -> Bool {
    if (lhs.kind == .root) != (rhs.kind == .root) { return lhs.kind == .root }
    return lhs.name < rhs.name
  }

  /// `'^(ATests|BTests)\.'`: anchored at both ends of the module name, so `CoreTests` never
  /// matches `CoreTestsExtra` or `AppCoreTests`; quoted for the shell.
  static func filter(_ names: [String]) -> String {
    quote(expression(names))
  }

  /// The bare expression; an empty list gives one that matches no test (`^$`), never one that
  /// matches them all.
  static func expression(_ names: [String]) -> String {
    let unique = Array(Set(names)).sorted()
    guard !unique.isEmpty else { return "^$" }
    return "^(" + unique.map(escape).joined(separator: "|") + ")\\."
  }

  static func escape(_ name: String) -> String {
    var result = ""
    for character in name {
      if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Single-quoted for a POSIX shell when it holds anything but plain path characters.
  static func quote(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@".contains($0) }
    if plain && !text.isEmpty { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
