/// Orders each row to keep edges from crossing, as `dot` does: barycentre sweeps (each node moves
/// to the mean position of its neighbours in the row just placed, down the picture then up), then
/// swaps of neighbours while a swap removes crossings. The best order any sweep reached is kept.
enum RowOrdering {
  static let sweeps = 24

  static func reduceCrossings(_ graph: inout LayeredGraph) {
    var best = graph.rows
    var fewest = graph.crossings()
    for sweep in 0..<sweeps where fewest > 0 {
      let downward = sweep % 2 == 0
      // Down: every row but the first, by the row above; up: every row but the last, by the row below.
      let order = downward ? Array(1..<graph.rows.count) : Array((0..<graph.rows.count - 1).reversed())
      for row in order {
        let position = graph.positions()
        let keys = graph.rows[row].map { node -> Double in
          let neighbours = downward ? graph.above[node] : graph.below[node]
          guard !neighbours.isEmpty else { return Double(position[node]) }
          return Double(neighbours.map { position[$0] }.reduce(0, +)) / Double(neighbours.count)
        }
        // Stable: nodes with equal keys keep their order, so a sweep never shuffles for nothing.
        graph.rows[row] = graph.rows[row].indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map {
          graph.rows[row][$0]
        }
      }
      transpose(&graph)
      let count = graph.crossings()
      if count < fewest {
        fewest = count
        best = graph.rows
      }
    }
    graph.rows = best
    transpose(&graph)
  }

  /// Swaps neighbours in a row while that removes crossings with the rows above and below.
  static func transpose(_ graph: inout LayeredGraph) {
    var improved = true
    var rounds = 0
    while improved && rounds < 8 {
      improved = false
      rounds += 1
      var position = graph.positions()
      for row in graph.rows.indices where graph.rows[row].count > 1 {
        for offset in 0..<(graph.rows[row].count - 1) {
          let left = graph.rows[row][offset]
          let right = graph.rows[row][offset + 1]
          let kept = pairCrossings(left, right, graph, position)
          let swapped = pairCrossings(right, left, graph, position)
          guard swapped < kept else { continue }
          graph.rows[row].swapAt(offset, offset + 1)
          (position[left], position[right]) = (position[right], position[left])
          improved = true
        }
      }
    }
  }

  /// Crossings between the segments of `left` and those of `right` when `left` stands first.
  static func pairCrossings(_ left: Int, _ right: Int, _ graph: LayeredGraph, _ position: [Int]) -> Int {
    var count = 0
    for a in graph.above[left] { for b in graph.above[right] where position[a] > position[b] { count += 1 } }
    for a in graph.below[left] { for b in graph.below[right] where position[a] > position[b] { count += 1 } }
    return count
  }

  /// The order a plain drawing would use: modules alphabetical in each row, each passage where a
  /// straight line between its edge's ends would cross the row. What the reduction is measured against.
  static func naive(_ graph: inout LayeredGraph) {
    for row in graph.rows.indices {
      graph.rows[row] = graph.rows[row].filter { graph.nodes[$0].name != nil }.sorted {
        graph.nodes[$0].name! < graph.nodes[$1].name!
      }
    }
    var keys: [Int: Double] = [:]
    for row in graph.rows {
      for (offset, node) in row.enumerated() { keys[node] = Double(offset) / Double(max(1, row.count - 1)) }
    }
    for chain in graph.chains where chain.nodes.count > 2 {
      let top = keys[chain.nodes[0]]!
      let bottom = keys[chain.nodes.last!]!
      let span = Double(chain.nodes.count - 1)
      for (step, node) in chain.nodes.enumerated().dropFirst().dropLast() {
        keys[node] = top + (bottom - top) * Double(step) / span
        graph.rows[graph.nodes[node].row].append(node)
      }
    }
    for row in graph.rows.indices {
      graph.rows[row] = graph.rows[row].enumerated().sorted {
        (keys[$0.element]!, $0.offset) < (keys[$1.element]!, $1.offset)
      }.map(\.element)
    }
  }
}
