/// Whether a folder of packages is one layer or a whole stack of them.
///
/// `Packages/Features/*` are peers: a few compositions between them (Checkout presents Payment) read
/// well as `allow` lines. A flat `Packages/*` that holds an app's every package, Models to features,
/// is not a layer: kept as one, it needs an `allow` line per edge between its packages, and the
/// rules say nothing a person can read. So a folder is one layer only while its packages' own
/// graph is shallow (no chain of three packages) and sparse (few edges per package).
enum FolderLayering {
  /// Edges between the folder's packages that keep it one layer: a handful, or one per two packages.
  static func edgeAllowance(members: Int) -> Int { max(3, members / 2) }

  /// `members`: the folder's units; `edges`: unit edges between different packages, repository-wide.
  static func isOneLayer(_ members: [String], edges: [String: Set<String>]) -> Bool {
    let inside = Set(members)
    var between: [String: [String]] = [:]
    var count = 0
    for member in members {
      let targets = (edges[member] ?? []).filter { inside.contains($0) && $0 != member }.sorted()
      between[member] = targets
      count += targets.count
    }
    return count <= edgeAllowance(members: members.count) && height(of: between) <= 1
  }

  /// The longest chain of edges; an edge back into the chain being walked (a cycle) is not followed.
  static func height(of edges: [String: [String]]) -> Int {
    var memo: [String: Int] = [:]
    var walking: Set<String> = []
    func depth(_ node: String) -> Int {
      if let known = memo[node] { return known }
      walking.insert(node)
      var best = 0
      for next in edges[node] ?? [] where !walking.contains(next) { best = max(best, depth(next) + 1) }
      walking.remove(node)
      memo[node] = best
      return best
    }
    return edges.keys.map(depth).max() ?? 0
  }
}
