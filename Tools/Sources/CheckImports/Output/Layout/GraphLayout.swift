/// Where every module box and every edge of the module picture goes, as `dot` would lay it out:
/// each layer a band of rows, a module below everything in its layer that imports it; rows ordered
/// to cut crossings; edges that skip rows routed through gaps kept between the boxes; a row wider
/// than `maxRowWidth` wrapped onto several rows, so text keeps its size at 130 modules.
/// Geometry only: `SVGGraph` draws it.
struct GraphLayout {
  /// A layer (or island, or the unlayered rest) and its modules: drawn as one band of rows.
  struct Band: Equatable {
    var label: String
    var modules: [String]
  }

  struct Point: Equatable {
    var x: Double
    var y: Double
  }

  struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
  }

  /// An edge as drawn: from the importer's box to the imported one's, through the passages between.
  struct Route: Equatable {
    var from: String
    var to: String
    var points: [Point]
  }

  /// The rows a band takes, top and bottom edge of its area.
  struct BandArea: Equatable {
    var label: String
    var top: Double
    var bottom: Double
  }

  static let boxHeight = 28.0
  /// Vertical room between two rows, for the curves of the edges crossing it.
  static let rowGap = 58.0
  /// Extra room between bands, so a layer's rows read as one.
  static let bandGap = 22.0
  /// Rows are wrapped beyond this width of boxes: with the label column, a picture about 1,000
  /// pixels wide, which a README page shows at full size.
  static let maxRowWidth = 860.0

  var boxes: [String: Box] = [:]
  var routes: [Route] = []
  var bands: [BandArea] = []
  var width = 0.0
  var height = 0.0
  /// Edge crossings between rows, as the order left them.
  var crossings = 0
  /// Rows after wrapping, top first.
  var rowCount = 0

  /// `reduceCrossings: false` keeps the naive order (alphabetical rows): the baseline tests compare to.
  init(
    bands input: [Band], edges: [(from: String, to: String)], widths: [String: Double], left: Double,
    top: Double, reduceCrossings: Bool = true
  ) {
    var moduleRows: [[String]] = []
    var bandOfRow: [Int] = []
    for (bandIndex, band) in input.enumerated() {
      let rows = Self.rank(band.modules, edges: edges)
      moduleRows += rows
      bandOfRow += Array(repeating: bandIndex, count: rows.count)
    }
    var graph = LayeredGraph(rows: moduleRows, widths: widths, edges: edges)
    if reduceCrossings {
      RowOrdering.reduceCrossings(&graph)
      // A wide row wraps onto k rows. Every edge into a box on a lower one, or out of a box on
      // a higher one, must pass the rows between: so the boxes imported most from above go
      // first, those importing most below last. Each keeps its order; then the order is refined.
      var wrapped: [[String]] = []
      var wrappedBands: [Int] = []
      for (index, row) in graph.rows.enumerated() {
        let names = row.filter { graph.nodes[$0].name != nil }
        let packed =
          names.map { graph.nodes[$0].width }.reduce(0, +) + Double(max(0, names.count - 1))
          * RowPlacement.boxGap
        let parts = max(1, Int((packed / Self.maxRowWidth).rounded(.up)))
        let pull = names.enumerated().sorted {
          (graph.below[$0.element].count - graph.above[$0.element].count, $0.offset)
            < (graph.below[$1.element].count - graph.above[$1.element].count, $1.offset)
        }
        let size = (names.count + parts - 1) / parts
        for part in 0..<parts {
          let members = pull.dropFirst(part * size).prefix(size).map(\.offset).sorted()
          wrapped.append(members.map { graph.nodes[names[$0]].name! })
          wrappedBands.append(bandOfRow[index])
        }
      }
      if wrapped.count != graph.rows.count {
        graph = LayeredGraph(rows: wrapped, widths: widths, edges: edges)
        bandOfRow = wrappedBands
        RowOrdering.reduceCrossings(&graph)
      }
    } else {
      RowOrdering.naive(&graph)
    }
    crossings = graph.crossings()
    rowCount = graph.rows.count

    var rowTop: [Double] = []
    var y = top
    for row in graph.rows.indices {
      if row > 0 {
        y += Self.boxHeight + Self.rowGap + (bandOfRow[row] != bandOfRow[row - 1] ? Self.bandGap : 0)
      }
      rowTop.append(y)
    }
    let centre = RowPlacement.place(graph, left: left)
    for node in graph.nodes.indices {
      guard let name = graph.nodes[node].name else { continue }
      let width = graph.nodes[node].width
      boxes[name] = Box(x: centre[node] - width / 2, y: rowTop[graph.nodes[node].row], width: width)
    }
    for (index, band) in input.enumerated() {
      guard let first = bandOfRow.firstIndex(of: index), let last = bandOfRow.lastIndex(of: index) else {
        continue
      }
      bands.append(
        BandArea(
          label: band.label, top: rowTop[first] - Self.rowGap / 2 - Self.bandGap / 2,
          bottom: rowTop[last] + Self.boxHeight + Self.rowGap / 2 + Self.bandGap / 2))
    }
    routes = EdgeRouting.routes(graph, centre: centre, rowTop: rowTop, boxHeight: Self.boxHeight)
    width = (graph.nodes.indices.map { centre[$0] + graph.nodes[$0].width / 2 }.max() ?? left) + 20
    height = (bands.last?.bottom ?? top) + 10
  }

  /// Rows of one band: rank 0 for modules nothing in the band imports, else one below the lowest
  /// importer in the band (longest path). An edge that closes a cycle is left out of the ranking
  /// (found by depth-first search in name order), so it is drawn going up.
  static func rank(_ modules: [String], edges: [(from: String, to: String)]) -> [[String]] {
    let members = Set(modules)
    var successors: [String: [String]] = [:]
    for edge in edges where edge.from != edge.to && members.contains(edge.from) && members.contains(edge.to) {
      successors[edge.from, default: []].append(edge.to)
    }
    var state: [String: Bool] = [:]  // false: on the search path, true: done
    var kept: [String: [String]] = [:]
    func visit(_ node: String) {
      state[node] = false
      for next in (successors[node] ?? []).sorted() {
        if state[next] == false { continue }  // closes a cycle: not ranked
        kept[next, default: []].append(node)
        if state[next] == nil { visit(next) }
      }
      state[node] = true
    }
    for module in modules.sorted() where state[module] == nil { visit(module) }
    var rank: [String: Int] = [:]
    func depth(_ node: String) -> Int {
      if let known = rank[node] { return known }
      let value = (kept[node] ?? []).map { depth($0) + 1 }.max() ?? 0
      rank[node] = value
      return value
    }
    var rows: [[String]] = []
    for module in modules.sorted() {
      let row = depth(module)
      while rows.count <= row { rows.append([]) }
      rows[row].append(module)
    }
    return rows
  }
}
