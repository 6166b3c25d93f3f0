/// Finds dependency cycles among (non-test) modules, over both imports and declared dependencies,
/// and prints each one as a full path so the edge to cut is visible.
enum CycleDetector {
  static func check(_ workspace: Workspace) -> [Finding] {
    var edges: [String: Set<String>] = [:]
    var importSites: [String: (path: String, line: Int, column: Int)] = [:]
    for module in workspace.modules where !module.isTest {
      for name in module.declared.flatMap(\.modules) where workspace.module(named: name)?.isTest == false {
        edges[module.name, default: []].insert(name)
      }
      for file in module.files {
        for statement in file.imports where statement.module != module.name {
          guard workspace.module(named: statement.module)?.isTest == false else { continue }
          edges[module.name, default: []].insert(statement.module)
          let key = "\(module.name) \(statement.module)"
          if importSites[key] == nil { importSites[key] = (file.path, statement.line, statement.column) }
        }
      }
    }
    return stronglyConnectedComponents(edges).compactMap { component in
      guard component.count > 1, let cycle = shortestCycle(in: Set(component), edges: edges) else {
        return nil
      }
      let site =
        importSites["\(cycle[0]) \(cycle[1])"]
        ?? workspace.modules.first { $0.name == cycle[0] }.map { module in
          let location = workspace.manifestLocation(of: module, dependency: cycle[1])
          return (module.manifestPath, location.line, location.column)
        } ?? (workspace.rules.path, 1, 1)
      let path = cycle.joined(separator: " → ")
      return Finding(
        rule: .cycle, path: site.path, line: site.line, column: site.column,
        message: "dependency cycle: \(path)", importer: cycle[0], imported: path)
    }
  }

  /// Tarjan's algorithm, iterative-enough for module counts in the thousands.
  static func stronglyConnectedComponents(_ edges: [String: Set<String>]) -> [[String]] {
    var index = 0
    var indices: [String: Int] = [:]
    var lowlink: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var components: [[String]] = []
    func connect(_ node: String) {
      indices[node] = index
      lowlink[node] = index
      index += 1
      stack.append(node)
      onStack.insert(node)
      for next in (edges[node] ?? []).sorted() {
        if indices[next] == nil {
          connect(next)
          lowlink[node] = min(lowlink[node]!, lowlink[next]!)
        } else if onStack.contains(next) {
          lowlink[node] = min(lowlink[node]!, indices[next]!)
        }
      }
      if lowlink[node] == indices[node] {
        var component: [String] = []
        while let top = stack.popLast() {
          onStack.remove(top)
          component.append(top)
          if top == node { break }
        }
        components.append(component.sorted())
      }
    }
    for node in edges.keys.sorted() where indices[node] == nil { connect(node) }
    return components
  }

  /// The shortest cycle through the component's alphabetically first module, closed (`A … A`).
  static func shortestCycle(in component: Set<String>, edges: [String: Set<String>]) -> [String]? {
    guard let start = component.min() else { return nil }
    var parent: [String: String] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in (edges[current] ?? []).sorted() where component.contains(next) {
        if next == start {
          var path = [current]
          while let previous = parent[path[0]] { path.insert(previous, at: 0) }
          return path + [start]
        }
        // Queued once, from the first module to reach it: its shortest way from the start.
        // (The start itself never gets here: an edge to it ends the search above.)
        if parent[next] == nil {
          parent[next] = current
          queue.append(next)
        }
      }
    }
    return nil
  }
}
