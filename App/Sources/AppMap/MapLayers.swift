/// How deep each screen sits, and what kind of move an edge is: what the pictures draw
/// (pushes down, sheets and alerts in their own style, back edges faint, deep links from the
/// side).
public enum MapLayers {
  public enum Style: String, Sendable { case push, sheet, alert, back, link, relaunch, same }

  /// Each screen's distance from the root over gestures (deep links and relaunches left out),
  /// so the root is row 0 and every push goes one row down; a screen only a link reaches
  /// sits one row below the deepest screen that links to it… or row 1 when the root does.
  public static func levels(_ map: NavigationMap) -> [String: Int] {
    var levels = [map.root: 0]
    var frontier = [map.root]
    let outgoing = map.outgoing
    func walk(_ gestures: Bool) {
      while !frontier.isEmpty {
        var next: [String] = []
        for screen in frontier {
          for edge in (outgoing[screen] ?? []).sorted() where edge.isFromOutside != gestures {
            guard levels[edge.to] == nil else { continue }
            levels[edge.to] = levels[screen]! + 1
            next.append(edge.to)
          }
        }
        frontier = next
      }
    }
    walk(true)
    // What only links (or a relaunch) reach: below the screen that opens it, then what it leads to.
    for screen in map.sortedScreens where levels[screen] == nil {
      let from = map.sortedEdges.filter { $0.to == screen }.compactMap { levels[$0.from] }.min() ?? 0
      levels[screen] = from + 1
      frontier = [screen]
      walk(true)
    }
    return levels
  }

  public static func style(of edge: MapEdge, levels: [String: Int]) -> Style {
    if edge.verb == "open" { return .link }
    if edge.verb == "relaunch" { return .relaunch }
    let from = levels[edge.from] ?? 0
    let to = levels[edge.to] ?? 0
    if to < from || ["back", "root", "dismiss"].contains(edge.verb) && edge.from != edge.to { return .back }
    if to == from && edge.from == edge.to { return .same }
    let target = Screen(name: edge.to)
    let source = Screen(name: edge.from)
    if target.overlays.count > source.overlays.count, let top = target.overlays.last {
      return top.kind == .sheet ? .sheet : .alert
    }
    return to == from ? .same : .push
  }
}
