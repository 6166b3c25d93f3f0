/// Infers layers from the repository as it is. Each package (or each target of the root package,
/// or each declared folder) is a unit; units are grouped by the folder that holds them
/// (`Packages/Features/*`), and a group's layer is its height in today's graph (the longest chain of
/// groups below it), so every existing edge between groups points down, except the lightest edges
/// that closed a cycle between groups (baselined); the edges left inside a group become `allow` lines.
///
/// A folder groups its packages only when they read as one layer (see `FolderLayering`): a flat
/// `Packages/` folder holding a whole app's packages, Models to features, is a stack of layers, so
/// its packages are placed one by one by their own height, and the rules read `Models` below
/// `NetworkClient` below `Env` instead of one layer and an `allow` line per edge.
struct LayerInference {
  struct Layer: Equatable {
    var name: String
    var paths: [String]
  }

  var layers: [Layer] = []
  /// Same-layer edges between packages that exist today, as `allow` pairs (one way only).
  var allowed: [(from: String, to: String)] = []
  /// Folders that hold packages side by side but not one layer's worth: their packages were layered
  /// one by one.
  var splitFolders: [String] = []

  init(workspace: Workspace) {
    let graph = ModuleGraph(workspace)
    var unitOf: [String: String] = [:]
    for module in workspace.modules where !module.isTest {
      unitOf[module.name] =
        module.hasManifest && module.packageDirectory != "." ? module.packageDirectory : module.directory
    }
    let units = Set(unitOf.values).sorted()
    var unitEdges: [String: Set<String>] = [:]
    for unit in units { unitEdges[unit] = [] }
    for (from, targets) in graph.successors {
      guard let a = unitOf[from] else { continue }
      for to in targets { if let b = unitOf[to], a != b { unitEdges[a]!.insert(b) } }
    }

    // A folder groups its units only when it holds nothing else (`Packages/Features/*`, not
    // `Packages`, which also holds `Packages/Features`), and when they read as one layer.
    var packageOf: [String: String] = [:]
    for module in workspace.modules where !module.isTest {
      if let unit = unitOf[module.name] { packageOf[unit] = module.packageDirectory }
    }
    var groupOf: [String: String] = [:]
    for unit in units {
      let folder = Self.parent(unit)
      let pure =
        !folder.isEmpty
        && !workspace.modules.contains { module in
          !module.isTest && BoundaryRules.path(module.directory, isInside: folder)
            && Self.parent(unitOf[module.name] ?? "") != folder
        }
      groupOf[unit] = pure ? folder : unit
    }
    // Edges between units of different packages: the ones that would need `allow` lines.
    var crossPackage: [String: Set<String>] = [:]
    for (from, targets) in unitEdges {
      crossPackage[from] = targets.filter { packageOf[$0] != packageOf[from] }
    }
    let folders = Dictionary(grouping: units.filter { groupOf[$0] != $0 }, by: { groupOf[$0]! })
    for (folder, members) in folders where !FolderLayering.isOneLayer(members, edges: crossPackage) {
      splitFolders.append(folder)
      for member in members { groupOf[member] = member }
    }
    splitFolders.sort()
    // Group edges weighted by how many module edges they carry. While groups form a cycle, the
    // lightest edge inside it is taken out (it stays in the code and becomes a baselined violation):
    // one stray upward import must not fold two layers into one.
    var weights: [String: [String: Int]] = [:]
    for module in workspace.modules where !module.isTest {
      guard let a = unitOf[module.name].flatMap({ groupOf[$0] }) else { continue }
      for next in graph.successors[module.name] ?? [] {
        guard let b = unitOf[next].flatMap({ groupOf[$0] }), a != b else { continue }
        weights[a, default: [:]][b, default: 0] += 1
      }
    }
    var groupEdges: [String: Set<String>] = [:]
    for group in Set(groupOf.values) { groupEdges[group] = Set(weights[group]?.keys.map { $0 } ?? []) }
    var component: [String: Int] = [:]
    // Each pass that finds a cycle cuts an edge, so there are at most as many passes as edges.
    let passes = groupEdges.values.reduce(1) { $0 + $1.count }
    for _ in 0..<passes {
      component = [:]
      var cut = false
      for (index, members) in CycleDetector.stronglyConnectedComponents(groupEdges).enumerated() {
        for member in members { component[member] = index }
        guard members.count > 1 else { continue }
        let inside = Set(members)
        var lightest: (weight: Int, from: String, to: String)?
        for from in members.sorted() {
          for to in (groupEdges[from] ?? []).sorted() where inside.contains(to) {
            let weight = weights[from]?[to] ?? 0
            if lightest == nil || weight < lightest!.weight { lightest = (weight, from, to) }
          }
        }
        if let lightest {
          groupEdges[lightest.from]!.remove(lightest.to)
          cut = true
        }
      }
      if !cut { break }
    }

    var memo: [String: Int] = [:]
    func height(_ group: String) -> Int {
      if let known = memo[group] { return known }
      var best = 0
      for next in groupEdges[group] ?? [] where component[next] != component[group] {
        best = max(best, height(next) + 1)
      }
      memo[group] = best
      return best
    }
    var heights: [String: Int] = [:]
    var byComponent: [Int: Int] = [:]
    for group in groupEdges.keys {
      byComponent[component[group]!] = max(byComponent[component[group]!] ?? 0, height(group))
    }
    for group in groupEdges.keys { heights[group] = byComponent[component[group]!] }

    // Who imports each group, from outside it: a layer of several is named after its most imported.
    var importers: [String: Set<String>] = [:]
    for module in workspace.modules where !module.isTest {
      guard let a = unitOf[module.name].flatMap({ groupOf[$0] }) else { continue }
      for next in graph.successors[module.name] ?? [] {
        guard let b = unitOf[next].flatMap({ groupOf[$0] }), a != b else { continue }
        importers[b, default: []].insert(module.name)
      }
    }
    var usedNames: Set<String> = []
    // Packages of two platforms side by side (`iOS/Packages/*`, `macOS/Packages/*`) share heights
    // but not a layer: one layer per platform at each height, named with its platform, so no layer
    // mixes them or is named after the other platform's folder.
    var levels: [(level: Int, platform: String?, groups: [String])] = []
    let platformCount = Set(heights.keys.compactMap(Self.platform(of:))).count
    for level in Set(heights.values).sorted(by: >) {
      let all = heights.keys.filter { heights[$0] == level }.sorted()
      let byPlatform = Dictionary(grouping: all, by: { Self.platform(of: $0) })
      let platforms = byPlatform.keys.sorted { ($0 ?? "~") < ($1 ?? "~") }
      for platform in platforms {
        levels.append((level, platformCount > 1 ? platform : nil, byPlatform[platform]!))
      }
    }
    for (level, platform, groups) in levels {
      var paths: [String] = []
      for group in groups {
        let members = units.filter { groupOf[$0] == group }
        // The whole folder when the group is one (nothing else lives in it); else each unit.
        paths += members.count > 1 && members != [group] ? [group] : members
      }
      let only = groups.count == 1 ? units.filter { groupOf[$0] == groups[0] } : []
      let label =
        only.count == 1 ? only[0] : groups.count == 1 ? groups[0] : Self.mostImported(groups, importers)
      var name =
        label.map { ModuleMap.c99name(String($0.split(separator: "/").last!)).lowercased() }
        ?? "level\(level)"
      if let platform {
        let prefix = ModuleMap.c99name(platform).lowercased()
        if !name.hasPrefix(prefix) { name = "\(prefix)_\(name)" }
      }
      if usedNames.contains(name) { name += "_\(level)" }
      usedNames.insert(name)
      layers.append(Layer(name: name, paths: paths))
    }

    var seen: Set<String> = []
    for module in workspace.modules where !module.isTest {
      for next in graph.successors[module.name] ?? [] {
        guard let a = unitOf[module.name], let b = unitOf[next], a != b,
          heights[groupOf[a]!] == heights[groupOf[b]!],
          let target = workspace.module(named: next), target.packageDirectory != module.packageDirectory,
          !seen.contains("\(next) \(module.name)"), seen.insert("\(module.name) \(next)").inserted
        else { continue }
        allowed.append((module.name, next))
      }
    }
  }

  /// The group more modules import than any other of its layer: what the layer is for (`models`
  /// for Models and Logging, which nine and three modules import). `nil` on a tie: `levelN` then.
  static func mostImported(_ groups: [String], _ importers: [String: Set<String>]) -> String? {
    let ranked = groups.map { (count: importers[$0]?.count ?? 0, group: $0) }.sorted { $0.count > $1.count }
    guard let first = ranked.first, ranked.count < 2 || ranked[1].count < first.count else { return nil }
    return first.group
  }

  /// Words that name a platform in a folder's name: `iOS`, `macOS`, `Mac`, `tvOS`, `watchOS`, …
  static let platformWords: Set<String> = [
    "ios", "ipados", "macos", "mac", "osx", "tvos", "watchos", "visionos", "catalyst", "iphone", "ipad",
  ]

  /// The first folder of `path` named for a platform (`iOS`, `MyApp-macOS`, `mac_app`), if any.
  static func platform(of path: String) -> String? {
    for component in path.split(separator: "/") {
      let words = component.lowercased().split(whereSeparator: { !$0.isLetter })
      if words.contains(where: { platformWords.contains(String($0)) }) { return String(component) }
    }
    return nil
  }

  static func parent(_ path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }
}
