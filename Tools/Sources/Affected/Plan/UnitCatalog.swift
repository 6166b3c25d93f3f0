/// The test units of a revision and how its test targets map onto them: each local package with
/// test targets is a unit; the root package's test targets that point at a package's Tests folder
/// (this repository runs every package's tests from the root) belong to that package's unit, the
/// root's own ones to the root's unit.
struct UnitCatalog: Sendable {
  /// Every unit with all its test targets selected, sorted by name.
  private(set) var units: [TestUnit] = []
  /// The unit each test target runs in.
  private(set) var unitOfTarget: [TargetID: String] = [:]
  /// For a package's test target the root also declares: the root's target.
  private(set) var rootTwin: [TargetID: TargetID] = [:]

  /// The root's test targets that are twins of a package's.
  var rootTwins: Set<TargetID> { Set(rootTwin.values) }

  init(graph: TargetGraph) {
    let rootTests = (graph.targetsByPackage["."] ?? []).filter { graph.nodes[$0]!.isTest }
    var rootTestByFolder: [String: TargetID] = [:]
    for id in rootTests { rootTestByFolder[graph.nodes[id]!.directory] = id }
    let inRootGraph = Self.packagesBuiltByRoot(graph)
    var twinned: Set<TargetID> = []
    for (package, targets) in graph.targetsByPackage where package != "." {
      let tests = targets.filter { graph.nodes[$0]!.isTest }
      guard !tests.isEmpty else { continue }
      var allTwinned = true
      for id in tests {
        unitOfTarget[id] = package
        if let twin = rootTestByFolder[graph.nodes[id]!.directory], twin.name == id.name {
          rootTwin[id] = twin
          twinned.insert(twin)
          unitOfTarget[twin] = package
        } else {
          allTwinned = false
        }
      }
      let names = tests.map(\.name).sorted()
      let rooted = inRootGraph.contains(package)
      units.append(
        TestUnit(
          name: package, kind: rooted ? .package : .standalone, testTargets: names, allTestTargets: names,
          inRootBuild: rooted && allTwinned))
    }
    let own = rootTests.filter { !twinned.contains($0) }
    if !own.isEmpty {
      for id in own { unitOfTarget[id] = "." }
      let names = own.map(\.name).sorted()
      units.append(
        TestUnit(name: ".", kind: .root, testTargets: names, allTestTargets: names, inRootBuild: true))
    }
    units.sort { $0.name < $1.name }
  }

  /// The units a selection runs (only its test targets in each) and the units it skips.
  func units(for selection: Selection) -> (run: [TestUnit], skipped: [SkippedUnit]) {
    var selected: [String: Set<String>] = [:]
    for target in selection.targets where target.isTest {
      guard let unit = unitOfTarget[target.id] else { continue }
      selected[unit, default: []].insert(target.id.name)
    }
    var run: [TestUnit] = []
    var skipped: [SkippedUnit] = []
    for unit in units {
      if let names = selected[unit.name] {
        var chosen = unit.selecting(Array(names))
        // A root twin selected alone still runs in its package's unit, under its own name.
        chosen.inRootBuild = unit.inRootBuild
        run.append(chosen)
      } else {
        skipped.append(SkippedUnit(name: unit.name, why: "no affected test target"))
      }
    }
    return (run, skipped)
  }

  /// Packages whose targets the root package's targets reach through their dependencies: the
  /// root's build holds them, so their own builds can share its build folder.
  static func packagesBuiltByRoot(_ graph: TargetGraph) -> Set<String> {
    var seen: Set<TargetID> = []
    var pending = graph.targetsByPackage["."] ?? []
    while let id = pending.popLast() {
      guard seen.insert(id).inserted else { continue }
      // A `depends` line is not a build dependency: it puts nothing in the root's build.
      for edge in graph.nodes[id]?.dependencies ?? [] {
        if case .rule = edge.kind { continue }
        pending.append(edge.target)
      }
    }
    return Set(seen.map(\.package))
  }
}
