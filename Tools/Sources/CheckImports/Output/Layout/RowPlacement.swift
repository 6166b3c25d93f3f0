/// Horizontal positions for ordered rows: each node as close as it can get to the mean of its
/// neighbours' positions (so edges run short and passages straight) while keeping its row's order
/// and a minimum gap to the next node. Per row that is a weighted isotonic regression, solved
/// exactly by pooling adjacent violators; a few sweeps down and up the picture settle it.
enum RowPlacement {
  static let boxGap = 24.0
  /// Between a passage and a box: the line passes clear of the box's outline.
  static let passageGap = 8.0
  /// Between two passages: room for a line, not for a box.
  static let lineGap = 5.0
  static let sweeps = 8

  /// Centre x of every node, the leftmost at `left` plus half its width.
  static func place(_ graph: LayeredGraph, left: Double) -> [Double] {
    var centre = Array(repeating: 0.0, count: graph.nodes.count)
    for row in graph.rows {
      var x = 0.0
      for (offset, node) in row.enumerated() {
        if offset > 0 { x += separation(row[offset - 1], node, graph) }
        centre[node] = x
      }
    }
    for sweep in 0..<sweeps {
      let downward = sweep % 2 == 0
      let last = sweep == sweeps - 1
      let order = downward ? Array(graph.rows.indices) : Array(graph.rows.indices.reversed())
      for row in order {
        let targets = graph.rows[row].map { node -> (Double, Double) in
          let neighbours =
            last ? graph.above[node] + graph.below[node] : downward ? graph.above[node] : graph.below[node]
          guard !neighbours.isEmpty else { return (centre[node], 0.1) }
          let mean = neighbours.map { centre[$0] }.reduce(0, +) / Double(neighbours.count)
          // Passages pull harder: a long edge should run straight down.
          return (mean, graph.nodes[node].name == nil ? 4 : Double(neighbours.count))
        }
        let placed = fit(
          targets,
          separations: graph.rows[row].indices.dropFirst().map {
            separation(graph.rows[row][$0 - 1], graph.rows[row][$0], graph)
          })
        for (offset, node) in graph.rows[row].enumerated() { centre[node] = placed[offset] }
      }
    }
    let leftmost = graph.rows.flatMap { row in row.map { centre[$0] - graph.nodes[$0].width / 2 } }.min() ?? 0
    return centre.map { $0 - leftmost + left }
  }

  /// The least distance between the centres of two neighbours in a row.
  static func separation(_ a: Int, _ b: Int, _ graph: LayeredGraph) -> Double {
    let passages = (graph.nodes[a].name == nil ? 1 : 0) + (graph.nodes[b].name == nil ? 1 : 0)
    return (graph.nodes[a].width + graph.nodes[b].width) / 2 + [boxGap, passageGap, lineGap][passages]
  }

  /// Positions closest (weighted least squares) to `targets` with `x[i+1] - x[i] >= separations[i]`.
  /// Shifting each target by the separations before it turns the gaps into plain order constraints.
  static func fit(_ targets: [(x: Double, weight: Double)], separations: [Double]) -> [Double] {
    var offsets = [0.0]
    for gap in separations { offsets.append(offsets.last! + gap) }
    // Blocks of pooled nodes: weighted sum, total weight, count.
    var blocks: [(sum: Double, weight: Double, count: Int)] = []
    for (index, target) in targets.enumerated() {
      blocks.append(((target.x - offsets[index]) * target.weight, target.weight, 1))
      while blocks.count > 1,
        blocks[blocks.count - 2].sum / blocks[blocks.count - 2].weight > blocks[blocks.count - 1].sum
          / blocks[blocks.count - 1].weight
      {
        let last = blocks.removeLast()
        blocks[blocks.count - 1].sum += last.sum
        blocks[blocks.count - 1].weight += last.weight
        blocks[blocks.count - 1].count += last.count
      }
    }
    var result: [Double] = []
    for block in blocks {
      let value = block.sum / block.weight
      for _ in 0..<block.count { result.append(value + offsets[result.count]) }
    }
    return result
  }
}
