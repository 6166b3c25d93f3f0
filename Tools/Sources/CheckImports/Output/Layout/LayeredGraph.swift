/// The module graph cut into rows for drawing: every module in a row, every edge a chain of
/// segments between adjacent rows. An edge that skips rows gets a passage node in each row it
/// crosses, so ordering and placement keep a gap for it between the boxes (Sugiyama's dummy nodes).
struct LayeredGraph {
  struct Node {
    /// The module's name; `nil` for a passage node.
    var name: String?
    var width: Double
    var row: Int
  }

  /// One edge of the graph, top row first: `nodes[0]` is the upper module, `nodes.last` the lower.
  struct Chain {
    var from: String
    var to: String
    var nodes: [Int]
    /// The edge goes up the picture (an upward import, or one that closes a cycle).
    var upward: Bool
  }

  var nodes: [Node] = []
  /// Node indices per row, top row first, in drawing order (left to right).
  var rows: [[Int]] = []
  var chains: [Chain] = []
  /// Segments between adjacent rows: `below[n]` in the next row, `above[n]` in the previous one.
  var below: [[Int]] = []
  var above: [[Int]] = []

  /// Builds the rows (modules in the given order, passages after them) and the chains.
  init(rows moduleRows: [[String]], widths: [String: Double], edges: [(from: String, to: String)]) {
    var index: [String: Int] = [:]
    for (row, names) in moduleRows.enumerated() {
      rows.append([])
      for name in names {
        index[name] = nodes.count
        rows[row].append(nodes.count)
        nodes.append(Node(name: name, width: widths[name] ?? 0, row: row))
      }
    }
    below = Array(repeating: [], count: nodes.count)
    above = Array(repeating: [], count: nodes.count)
    for edge in edges {
      guard let a = index[edge.from], let b = index[edge.to], nodes[a].row != nodes[b].row else { continue }
      let upward = nodes[a].row > nodes[b].row
      let (top, bottom) = upward ? (b, a) : (a, b)
      var chain = [top]
      for row in (nodes[top].row + 1)..<nodes[bottom].row {
        chain.append(nodes.count)
        rows[row].append(nodes.count)
        nodes.append(Node(name: nil, width: 0, row: row))
        below.append([])
        above.append([])
      }
      chain.append(bottom)
      for (upper, lower) in zip(chain, chain.dropFirst()) {
        below[upper].append(lower)
        above[lower].append(upper)
      }
      chains.append(Chain(from: edge.from, to: edge.to, nodes: chain, upward: upward))
    }
  }

  /// Position of every node within its row.
  func positions() -> [Int] {
    var position = Array(repeating: 0, count: nodes.count)
    for row in rows { for (offset, node) in row.enumerated() { position[node] = offset } }
    return position
  }

  /// Crossings between `row` and the row below it, for the current order: pairs of segments whose
  /// ends are in opposite orders. Counted as inversions with a Fenwick tree, O(E log V).
  func crossings(below row: Int, positions position: [Int]) -> Int {
    guard row + 1 < rows.count else { return 0 }
    var segments: [(Int, Int)] = []
    for node in rows[row] { for lower in below[node] { segments.append((position[node], position[lower])) } }
    segments.sort { $0 < $1 }
    // Positions 0..<size in the lower row are tree indices 1...size.
    let size = rows[row + 1].count
    var tree = Array(repeating: 0, count: size + 1)
    var count = 0
    for (seen, segment) in segments.enumerated() {
      // Segments already added whose lower end lies strictly right of this one's: they cross it.
      var atMost = 0
      var index = segment.1 + 1
      while index > 0 {
        atMost += tree[index]
        index -= index & -index
      }
      count += seen - atMost
      index = segment.1 + 1
      while index <= size {
        tree[index] += 1
        index += index & -index
      }
    }
    return count
  }

  /// Every crossing of the picture, for the current order.
  func crossings() -> Int {
    let position = positions()
    return rows.indices.reduce(0) { $0 + crossings(below: $1, positions: position) }
  }
}
