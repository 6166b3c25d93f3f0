/// Draws the layered module graph as SVG with no Graphviz: one row per layer (top layer first,
/// islands and unlayered modules below), violating edges red and labelled with their rule, the
/// longest dependency chain highlighted, and the graph's statistics in the header.
enum SVGGraph {
  static let rowHeight = 110.0
  static let nodeHeight = 28.0
  static let gap = 18.0
  static let labelWidth = 130.0
  static let top = 70.0

  static func render(_ workspace: Workspace, findings: [Finding]) -> String {
    let graph = ModuleGraph(workspace)
    let longest = graph.longestPath()
    let longestEdges = Set(zip(longest, longest.dropFirst()).map { "\($0) \($1)" })
    var violations: [String: String] = [:]
    // Every rule an edge breaks, in the order the rules are documented (layering first).
    for rule in Rule.allCases {
      for finding in findings where finding.rule == rule {
        let key = "\(finding.importer) \(finding.imported)"
        if violations[key]?.contains(rule.rawValue) != true {
          violations[key] = violations[key].map { "\($0), \(rule.rawValue)" } ?? rule.rawValue
        }
      }
    }
    let modules = workspace.modules.filter { !$0.isTest && graph.successors[$0.name] != nil }
    var rows: [(label: String, members: [String])] = workspace.rules.layers.indices.map { index in
      let layer = workspace.rules.layers[index]
      return (
        (layer.isIsland ? "island " : "") + layer.name,
        modules.filter { $0.layerIndex == index }.map(\.name).sorted()
      )
    }
    rows.append(("unlayered", modules.filter { $0.layerIndex == nil }.map(\.name).sorted()))
    rows = rows.filter { !$0.members.isEmpty }
    rows = rows.filter { !$0.label.hasPrefix("island ") } + rows.filter { $0.label.hasPrefix("island ") }

    // Barycentre ordering: each row sorted by the mean position of what it depends on in the rows
    // already placed, a cheap way to keep most edges from crossing.
    var position: [String: Double] = [:]
    var predecessors: [String: [String]] = [:]
    for (from, targets) in graph.successors {
      for to in targets { predecessors[to, default: []].append(from) }
    }
    for pass in 0..<3 {
      for index in rows.indices {
        let ranked = rows[index].members.enumerated().map { offset, name -> (Double, String) in
          let neighbours = (pass == 0 ? [] : graph.successors[name] ?? []) + (predecessors[name] ?? [])
          let known = neighbours.compactMap { position[$0] }
          return (known.isEmpty ? Double(offset) : known.reduce(0, +) / Double(known.count), name)
        }
        rows[index].members = ranked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
        for (offset, name) in rows[index].members.enumerated() { position[name] = Double(offset) }
      }
    }

    var frames: [String: (x: Double, y: Double, width: Double)] = [:]
    var width = 600.0
    for (row, entry) in rows.enumerated() {
      var x = labelWidth
      let y = top + Double(row) * rowHeight
      for name in entry.members {
        let boxWidth = Double(name.count) * 7.2 + 16
        frames[name] = (x, y, boxWidth)
        x += boxWidth + gap
      }
      width = max(width, x + 20)
    }
    let height = top + Double(rows.count) * rowHeight
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
      "<defs>",
      marker("arrow", "#888"), marker("arrow-red", "#d00"), marker("arrow-long", "#1565c0"),
      "</defs>",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      "<text x=\"10\" y=\"22\" font-size=\"14\" font-weight=\"bold\">Module graph: \(modules.count) modules, "
        + "\(graph.edgeCount) edges, height \(max(0, longest.count - 1)), \(violations.count) violating edges</text>",
      "<text x=\"10\" y=\"42\" fill=\"#1565c0\">longest path: \(escape(longest.joined(separator: " → ")))</text>",
    ]
    for (row, entry) in rows.enumerated() {
      let y = top + Double(row) * rowHeight
      if row % 2 == 1 {
        svg.append(
          "<rect x=\"0\" y=\"\(y - 30)\" width=\"\(Int(width))\" height=\"\(rowHeight)\" fill=\"#f6f6f6\"/>")
      }
      svg.append(
        "<text x=\"10\" y=\"\(y + 18)\" fill=\"#555\" font-weight=\"bold\">\(escape(entry.label))</text>")
    }
    var labels: [String] = []
    for from in graph.nodes {
      for to in graph.successors[from] ?? [] {
        guard let a = frames[from], let b = frames[to] else { continue }
        let key = "\(from) \(to)"
        let rule = violations[key]
        let (colour, stroke, arrow) =
          rule != nil
          ? ("#d00", 2.0, "arrow-red")
          : longestEdges.contains(key) ? ("#1565c0", 2.5, "arrow-long") : ("#999", 1.0, "arrow")
        let x1 = a.x + a.width / 2
        let x2 = b.x + b.width / 2
        let path: String
        let middle: (x: Double, y: Double)
        if a.y == b.y {
          let lift = min(45.0, 12 + abs(x2 - x1) / 8)
          path = "M\(n(x1)),\(n(a.y)) C\(n(x1)),\(n(a.y - lift)) \(n(x2)),\(n(b.y - lift)) \(n(x2)),\(n(b.y))"
          middle = ((x1 + x2) / 2, a.y - lift * 0.75)
        } else {
          let (y1, y2) = a.y < b.y ? (a.y + nodeHeight, b.y) : (a.y, b.y + nodeHeight)
          let bend = (y2 - y1) / 2
          path = "M\(n(x1)),\(n(y1)) C\(n(x1)),\(n(y1 + bend)) \(n(x2)),\(n(y2 - bend)) \(n(x2)),\(n(y2))"
          middle = ((x1 + x2) / 2, (y1 + y2) / 2)
        }
        svg.append(
          "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(stroke)\" marker-end=\"url(#\(arrow))\">"
            + "<title>\(escape(from)) → \(escape(to))\(rule.map { " (\($0))" } ?? "")</title></path>")
        if let rule {
          labels.append(
            "<text x=\"\(n(middle.x))\" y=\"\(n(middle.y))\" fill=\"#d00\" text-anchor=\"middle\" font-size=\"11\" "
              + "stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">\(escape(rule))</text>")
        }
      }
    }
    let onLongest = Set(longest)
    for name in frames.keys.sorted() {
      let frame = frames[name]!
      let outline = onLongest.contains(name) ? "stroke=\"#1565c0\" stroke-width=\"2\"" : "stroke=\"#444\""
      svg.append(
        "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(nodeHeight)\" rx=\"5\" "
          + "fill=\"#fff\" \(outline)/>")
      svg.append(
        "<text x=\"\(n(frame.x + frame.width / 2))\" y=\"\(n(frame.y + 18))\" text-anchor=\"middle\">\(escape(name))</text>"
      )
    }
    return (svg + labels + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// `modules`, `edges`, `height`, `longest path`: the numbers to watch as the graph grows.
  static func statistics(_ workspace: Workspace) -> String {
    let graph = ModuleGraph(workspace)
    let longest = graph.longestPath()
    return """
      modules       \(graph.nodes.count)
      edges         \(graph.edgeCount)
      height        \(max(0, longest.count - 1))
      longest path  \(longest.joined(separator: " → "))

      """
  }

  /// A coordinate with one decimal at most: smaller files, stable output.
  static func n(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
  }

  static func marker(_ id: String, _ colour: String) -> String {
    "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" markerUnits=\"userSpaceOnUse\" "
      + "orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(colour)\"/></marker>"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
