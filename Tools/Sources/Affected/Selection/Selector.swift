/// Turns changed files into the affected targets: the owners of each file (at the head, and at
/// the base for what the change removed), every target that depends on them transitively, and
/// so every test target that does; manifests, pins and files outside every target by their rules.
struct Selector {
  var head: TargetGraph
  /// The base revision's graph, when a manifest changed (a target may have been removed, and its
  /// former dependents must still be found); files of the base side are otherwise looked up in the
  /// head's graph, which has the same targets.
  var base: TargetGraph?
  var rules: AffectedRules
  /// Pins of a `Package.resolved` on each side (`nil` data: no such file on that side); a side
  /// that cannot be read at all (no git) is `.unknown`.
  var pins: (String) -> PinSides = { _ in .unknown }

  enum PinSides {
    case known(base: ResolvedPins?, head: ResolvedPins?)
    case unknown
  }

  /// `forceAll`: `--all`, everything whatever changed.
  func select(_ changes: ChangeSet, forceAll: Bool = false) -> Selection {
    select(changes, forceAllBecause: forceAll ? ["--all"] : [])
  }

  /// Everything is selected when `forceAllBecause` names a reason.
  func select(_ changes: ChangeSet, forceAllBecause: [String]) -> Selection {
    var selection = Selection()
    var everythingBecause = forceAllBecause
    var headSeeds: [(TargetID, String)] = []
    var baseSeeds: [(TargetID, String)] = []
    let byName = Dictionary(grouping: head.nodes.keys, by: \.name)

    for change in changes.changes {
      let path = change.path
      let name = path.split(separator: "/").last.map(String.init) ?? path
      func verdict(_ effect: Selection.Effect) {
        selection.verdicts.append(.init(path: path, effect: effect))
      }

      if name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift")) {
        let package = TargetGraph.packageDirectory(ofManifest: path)
        if package == "." {
          everythingBecause.append(path)
          verdict(.everything(because: "the root package's manifest"))
          continue
        }
        if head.isPackage(package) || base?.isPackage(package) == true {
          headSeeds += (head.targetsByPackage[package] ?? []).map { ($0, path) }
          baseSeeds += (base?.targetsByPackage[package] ?? []).map { ($0, path) }
          verdict(.manifest(package: package))
          continue
        }
      }
      if name == "Package.resolved" {
        switch pinEffect(of: path) {
        case .some((let identities, let packages)):
          for package in packages { headSeeds += (head.targetsByPackage[package] ?? []).map { ($0, path) } }
          verdict(.pins(identities: identities, packages: packages))
        case .none:
          everythingBecause.append(path)
          verdict(.everything(because: "its pins cannot be read"))
        }
        continue
      }
      if let rule = rules.everythingRule(for: path) {
        everythingBecause.append(path)
        verdict(.everything(because: "\(rules.path):\(rule.line): everything \(rule.pattern.text)"))
        continue
      }
      if path.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".docc") }) {
        verdict(.nothing(because: "a DocC catalog: documentation, not compiled"))
        continue
      }
      var owners: Set<TargetID> = []
      if change.inHead { owners.formUnion(head.owners(of: path)) }
      if change.inBase {
        let baseOwners = (base ?? head).owners(of: path)
        if base != nil { baseSeeds += baseOwners.map { ($0, path) } } else { owners.formUnion(baseOwners) }
        // Shown as owners too when the head still has them.
        owners.formUnion(baseOwners.filter { head.nodes[$0] != nil })
      }
      for reader in rules.readers(of: path) {
        owners.formUnion(byName[reader.target] ?? [])
      }
      if !owners.isEmpty {
        headSeeds += owners.map { ($0, path) }
        verdict(.owned(owners.sorted()))
      } else if base.map({ !$0.owners(of: path).isEmpty }) == true && change.inBase {
        verdict(.owned([]))
      } else if let rule = rules.nothingRule(for: path) {
        verdict(.nothing(because: "\(rules.path):\(rule.line): nothing \(rule.pattern.text)"))
      } else {
        everythingBecause.append(path)
        verdict(.everything(because: "outside every target, and no line of \(rules.path) names it"))
      }
    }

    if !everythingBecause.isEmpty {
      selection.all = true
      selection.allReasons = everythingBecause.sorted()
      selection.targets = head.nodes.values.sorted { $0.id < $1.id }.map {
        .init(
          id: $0.id, isTest: $0.isTest, isFolder: $0.isFolder, chain: [$0.id], cause: selection.allReasons[0])
      }
      return selection
    }

    var reached = Self.closure(of: headSeeds, in: head)
    if let base {
      for (id, found) in Self.closure(of: baseSeeds, in: base) where head.nodes[id] != nil {
        if let known = reached[id], !Self.shorter(found, than: known) { continue }
        reached[id] = found
      }
      let changedPackages = Set(baseSeeds.map(\.0.package))
      selection.removed = changedPackages.flatMap { base.targetsByPackage[$0] ?? [] }
        .filter { head.nodes[$0] == nil }.sorted()
    }
    selection.targets = reached.keys.sorted().map { id in
      let node = head.nodes[id]!
      return .init(
        id: id, isTest: node.isTest, isFolder: node.isFolder, chain: reached[id]!.chain,
        cause: reached[id]!.cause)
    }
    return selection
  }

  /// The pins that moved in a `Package.resolved` and the packages whose manifests declare them; a
  /// pin no manifest declares is a dependency of a dependency, so every package with remote
  /// dependencies is affected by it. `nil` when a side cannot be read.
  private func pinEffect(of path: String) -> (identities: [String], packages: [String])? {
    let remote = head.remotePackagesByPackage
    let identities: [String]
    switch pins(path) {
    case .known(let baseSide, let headSide):
      guard let baseSide, let headSide else { return nil }
      identities = headSide.changed(from: baseSide)
    case .unknown:
      // No base to compare with (`--files`): every package with remote dependencies.
      return (["(unknown)"], remote.keys.filter { !remote[$0]!.isEmpty }.sorted())
    }
    guard !identities.isEmpty else { return ([], []) }
    let declared = Set(remote.values.flatMap { $0 })
    let packages = remote.keys.filter { package in
      let uses = remote[package]!
      return identities.contains { uses.contains($0) || (!declared.contains($0) && !uses.isEmpty) }
    }
    return (identities, packages.sorted())
  }

  typealias Reach = (chain: [TargetID], cause: String)

  /// Breadth-first from the seeds along "is depended on by" edges: every target reached gets the
  /// shortest chain to it; ties go to the seed and edge that sort first, so the answer is the same
  /// on every run.
  static func closure(of seeds: [(TargetID, String)], in graph: TargetGraph) -> [TargetID: Reach] {
    var reached: [TargetID: Reach] = [:]
    var frontier: [TargetID] = []
    for (id, cause) in seeds.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) })
    where graph.nodes[id] != nil && reached[id] == nil {
      reached[id] = ([id], cause)
      frontier.append(id)
    }
    while !frontier.isEmpty {
      var next: [TargetID] = []
      for id in frontier.sorted() {
        for edge in graph.dependents[id] ?? [] where reached[edge.target] == nil {
          reached[edge.target] = (reached[id]!.chain + [edge.target], reached[id]!.cause)
          next.append(edge.target)
        }
      }
      frontier = next
    }
    return reached
  }

  static func shorter(_ lhs: Reach, than rhs: Reach) -> Bool {
    if lhs.chain.count != rhs.chain.count { return lhs.chain.count < rhs.chain.count }
    return lhs.chain.map(\.description).joined(separator: " ")
      < rhs.chain.map(\.description).joined(separator: " ")
  }
}
