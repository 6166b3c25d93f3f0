/// The points each edge is drawn through: out of the bottom of the upper box, straight down through
/// the passage kept for it in every row it skips, into the top of the lower box. Edges leaving or
/// entering one side of a box get their own ports, spread along that side in the order of where
/// they go, so they fan out instead of meeting in one point.
enum EdgeRouting {
  static func routes(_ graph: LayeredGraph, centre: [Double], rowTop: [Double], boxHeight: Double)
    -> [GraphLayout.Route]
  {
    // Ports: per node and side, the chains attached, ordered by the x of their next point.
    var bottom: [Int: [(towards: Double, chain: Int)]] = [:]
    var top: [Int: [(towards: Double, chain: Int)]] = [:]
    for (index, chain) in graph.chains.enumerated() {
      bottom[chain.nodes[0], default: []].append((centre[chain.nodes[1]], index))
      top[chain.nodes.last!, default: []].append((centre[chain.nodes[chain.nodes.count - 2]], index))
    }
    func ports(_ attached: [Int: [(towards: Double, chain: Int)]]) -> [Int: [Int: Double]] {
      var result: [Int: [Int: Double]] = [:]
      for (node, list) in attached {
        let sorted = list.sorted { ($0.towards, $0.chain) < ($1.towards, $1.chain) }
        let span = min(graph.nodes[node].width * 0.7, Double(sorted.count - 1) * 12)
        for (offset, entry) in sorted.enumerated() {
          let share = sorted.count == 1 ? 0.5 : Double(offset) / Double(sorted.count - 1)
          result[node, default: [:]][entry.chain] = centre[node] - span / 2 + span * share
        }
      }
      return result
    }
    let bottomPorts = ports(bottom)
    let topPorts = ports(top)
    return graph.chains.enumerated().map { index, chain in
      let first = chain.nodes[0]
      let last = chain.nodes.last!
      var points = [
        GraphLayout.Point(x: bottomPorts[first]![index]!, y: rowTop[graph.nodes[first].row] + boxHeight)
      ]
      for passage in chain.nodes.dropFirst().dropLast() {
        let row = graph.nodes[passage].row
        points.append(GraphLayout.Point(x: centre[passage], y: rowTop[row]))
        points.append(GraphLayout.Point(x: centre[passage], y: rowTop[row] + boxHeight))
      }
      points.append(GraphLayout.Point(x: topPorts[last]![index]!, y: rowTop[graph.nodes[last].row]))
      return GraphLayout.Route(
        from: chain.from, to: chain.to, points: chain.upward ? points.reversed() : points)
    }
  }
}
