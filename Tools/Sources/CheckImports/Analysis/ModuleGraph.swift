/// The repository's module graph as the checker sees it (non-test modules; an edge for every
/// declared dependency and every import between them), with what each edge rests on. `why`, the
/// SVG picture, the statistics and `max-height` all read this one graph.
public struct ModuleGraph: Sendable {
  /// Where an edge comes from: a source line that imports, or a manifest line that declares.
  public struct Evidence: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    /// `import`, `manifest`, or `manifest (when platforms: ios, macos)` for a conditional dependency.
    public var kind: String
  }

  public private(set) var nodes: [String] = []
  /// Successors of each module, sorted.
  public private(set) var successors: [String: [String]] = [:]
  private var importSites: [String: Evidence] = [:]
  private var declaredEdges: Set<String> = []
  private let workspace: Workspace

  public init(_ workspace: Workspace) {
    self.workspace = workspace
    let names = Set(workspace.modules.filter { !$0.isTest }.map(\.name))
    var edges: [String: Set<String>] = [:]
    for module in workspace.modules where !module.isTest {
      edges[module.name, default: []].formUnion([])
      for name in module.declared.flatMap(\.modules) where names.contains(name) && name != module.name {
        edges[module.name, default: []].insert(name)
        declaredEdges.insert("\(module.name) \(name)")
      }
      for file in module.files {
        for statement in file.imports
        where names.contains(statement.module) && statement.module != module.name {
          edges[module.name, default: []].insert(statement.module)
          let key = "\(module.name) \(statement.module)"
          if importSites[key] == nil {
            importSites[key] = Evidence(
              path: file.path, line: statement.line, column: statement.column, kind: "import")
          }
        }
      }
    }
    nodes = edges.keys.sorted()
    successors = edges.mapValues { $0.sorted() }
  }

  public var edgeCount: Int { successors.values.reduce(0) { $0 + $1.count } }

  /// The import that makes the edge, else the manifest line that declares it.
  public func evidence(from: String, to: String) -> Evidence? {
    if let site = importSites["\(from) \(to)"] { return site }
    guard declaredEdges.contains("\(from) \(to)"),
      let module = workspace.modules.first(where: { $0.name == from && !$0.isTest }),
      let dependency = module.declared.first(where: { $0.modules.contains(to) })
    else { return nil }
    let location = workspace.manifestLocation(of: module, dependency: dependency.name)
    let kind =
      dependency.platforms.map { "manifest (when platforms: \($0.joined(separator: ", ")))" } ?? "manifest"
    return Evidence(path: module.manifestPath, line: location.line, column: location.column, kind: kind)
  }

  /// Breadth-first: the path with the fewest edges from `from` to `to` (both included), alphabetical
  /// among equals so the answer is stable.
  public func shortestPath(from: String, to: String) -> [String]? {
    guard successors[from] != nil else { return nil }
    var parent: [String: String] = [from: from]
    var queue = [from]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      if current == to {
        var path = [current]
        while let previous = parent[path[0]], previous != path[0] { path.insert(previous, at: 0) }
        return path
      }
      for next in successors[current] ?? [] where parent[next] == nil {
        parent[next] = current
        queue.append(next)
      }
    }
    return nil
  }

  /// The longest chain of dependencies, edges inside a cycle left out (a cycle is reported as such).
  public func longestPath() -> [String] {
    var component: [String: Int] = [:]
    let plainEdges = successors.mapValues(Set.init)
    for (index, members) in CycleDetector.stronglyConnectedComponents(plainEdges).enumerated() {
      for member in members { component[member] = index }
    }
    var memo: [String: (length: Int, next: String?)] = [:]
    func height(_ node: String) -> (length: Int, next: String?) {
      if let known = memo[node] { return known }
      var best: (length: Int, next: String?) = (0, nil)
      for next in successors[node] ?? [] where component[next] != component[node] {
        let candidate = height(next).length + 1
        if candidate > best.length { best = (candidate, next) }
      }
      memo[node] = best
      return best
    }
    var start: String?
    var longest = -1
    for node in nodes where height(node).length > longest {
      longest = height(node).length
      start = node
    }
    guard var current = start else { return [] }
    var path = [current]
    while let next = memo[current]?.next {
      path.append(next)
      current = next
    }
    return path
  }
}

/// `max-height N`: a graph that grows taller makes every change at the bottom rebuild more.
enum GraphRules {
  static func check(_ workspace: Workspace) -> [Finding] {
    guard let limit = workspace.rules.maxHeight else { return [] }
    let path = ModuleGraph(workspace).longestPath()
    let height = max(0, path.count - 1)
    guard height > limit.value else { return [] }
    return [
      Finding(
        rule: .maxHeight, path: workspace.rules.path, line: limit.line, column: 1,
        message:
          "the longest dependency chain has \(height) edges (\(path.joined(separator: " → "))), more than "
          + "max-height \(limit.value)",
        importer: path.first ?? "", imported: path.last ?? "")
    ]
  }
}
