import ToolSupport

/// Draws the layered module graph as SVG with no Graphviz: a band of rows per layer (top layer
/// first, islands and unlayered modules below), laid out by `GraphLayout`; violating edges red and
/// labelled with their rule, the longest dependency chain highlighted, the graph's statistics in the
/// header. Each module is one `<rect data-module>` and each edge one `<path data-from data-to>`, so
/// tests and scripts can read the geometry back.
enum SVGGraph {
  static let labelWidth = 130.0
  static let top = 96.0
  static let legend =
    "Below every module of its layer that imports it; grey: imports, red: violations (rule named), "
    + "amber dashed: baselined, blue: the longest chain."

  /// A module box's width for its name at 12 px.
  static func boxWidth(_ name: String) -> Double { Double(name.count) * 7.2 + 16 }

  /// The layout of the workspace's graph: one band per layer that has modules.
  static func layout(_ workspace: Workspace, reduceCrossings: Bool = true) -> GraphLayout {
    let graph = ModuleGraph(workspace)
    let modules = workspace.modules.filter { !$0.isTest && graph.successors[$0.name] != nil }
    var bands: [GraphLayout.Band] = workspace.rules.layers.indices.map { index in
      let layer = workspace.rules.layers[index]
      return GraphLayout.Band(
        label: (layer.isIsland ? "island " : "") + layer.name,
        modules: modules.filter { $0.layerIndex == index }.map(\.name).sorted())
    }
    bands.append(
      .init(label: "unlayered", modules: modules.filter { $0.layerIndex == nil }.map(\.name).sorted()))
    bands = bands.filter { !$0.modules.isEmpty }
    bands = bands.filter { !$0.label.hasPrefix("island ") } + bands.filter { $0.label.hasPrefix("island ") }
    let edges = graph.nodes.flatMap { from in (graph.successors[from] ?? []).map { (from: from, to: $0) } }
    var widths: [String: Double] = [:]
    for module in modules { widths[module.name] = boxWidth(module.name) }
    return GraphLayout(
      bands: bands, edges: edges, widths: widths, left: labelWidth, top: top, reduceCrossings: reduceCrossings
    )
  }

  /// Baselined findings are drawn amber and dashed, not red: a graph of a repository whose check
  /// exits 0 showed 129 red edges, and a reader could not tell a new violation from an accepted one.
  static func render(
    _ workspace: Workspace, findings: [Finding], baselined: [Finding] = [], reduceCrossings: Bool = true
  ) -> String {
    let graph = ModuleGraph(workspace)
    let longest = graph.longestPath()
    let longestEdges = Set(zip(longest, longest.dropFirst()).map { "\($0) \($1)" })
    var violations: [String: String] = [:]
    // Every rule an edge breaks, in the order the rules are documented (layering first). A stale
    // rule or a path resolved by name is about a file, not an edge: its names would paint an edge
    // that breaks nothing.
    for rule in Rule.allCases where rule != .staleRule && rule != .packagePath {
      for finding in findings where finding.rule == rule {
        let key = "\(finding.importer) \(finding.imported)"
        if violations[key]?.contains(rule.rawValue) != true {
          violations[key] = violations[key].map { "\($0), \(rule.rawValue)" } ?? rule.rawValue
        }
      }
    }
    var accepted: [String: String] = [:]
    for rule in Rule.allCases where rule != .staleRule && rule != .packagePath {
      for finding in baselined where finding.rule == rule {
        let key = "\(finding.importer) \(finding.imported)"
        guard violations[key] == nil else { continue }
        if accepted[key]?.contains(rule.rawValue) != true {
          accepted[key] = accepted[key].map { "\($0), \(rule.rawValue)" } ?? rule.rawValue
        }
      }
    }
    let layout = layout(workspace, reduceCrossings: reduceCrossings)
    let title =
      "Module graph: \(layout.boxes.count) modules, \(graph.edgeCount) edges, height \(max(0, longest.count - 1)), "
      + "\(violations.count) violating edges, "
      + (accepted.isEmpty ? "" : "\(accepted.count) baselined, ") + "\(layout.crossings) crossings"
    let longestLine = "longest path: " + longest.joined(separator: " → ")
    // The header's lines fit too (about 8 px a character at 14 px bold, 7 at 12 px).
    let headerWidth = 20 + max(Double(title.count) * 8, Double(max(longestLine.count, legend.count)) * 7)
    let width = Int(max(layout.width, headerWidth).rounded(.up))
    let height = Int(layout.height.rounded(.up))
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
      "<defs>",
      marker("arrow", "#888"), marker("arrow-red", "#d00"), marker("arrow-long", "#1565c0"),
      marker("arrow-amber", "#d98b00"),
      "</defs>",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      "<text x=\"10\" y=\"22\" font-size=\"14\" font-weight=\"bold\">\(title.xmlEscaped)</text>",
      "<text x=\"10\" y=\"42\" fill=\"#1565c0\">\(longestLine.xmlEscaped)</text>",
      "<text x=\"10\" y=\"60\" fill=\"#555\">\(legend.xmlEscaped)</text>",
    ]
    for (index, band) in layout.bands.enumerated() {
      if index % 2 == 1 {
        svg.append(
          "<rect x=\"0\" y=\"\(n(band.top))\" width=\"\(width)\" height=\"\(n(band.bottom - band.top))\" fill=\"#f6f6f6\"/>"
        )
      }
      svg.append(
        "<text x=\"10\" y=\"\(n(band.top + GraphLayout.rowGap / 2 + GraphLayout.bandGap / 2 + 18))\" fill=\"#555\" "
          + "font-weight=\"bold\">\(band.label.xmlEscaped)</text>")
    }
    var labels: [String] = []
    for route in layout.routes {
      let key = "\(route.from) \(route.to)"
      let rule = violations[key]
      let baselinedRule = rule == nil ? accepted[key].map { "\($0), baselined" } : nil
      let (colour, stroke, arrow) =
        rule != nil
        ? ("#d00", 2.0, "arrow-red")
        : baselinedRule != nil
          ? ("#d98b00", 1.5, "arrow-amber")
          : longestEdges.contains(key) ? ("#1565c0", 2.5, "arrow-long") : ("#999", 1.0, "arrow")
      let dash = baselinedRule != nil ? " stroke-dasharray=\"5,3\"" : ""
      let named = rule ?? baselinedRule
      svg.append(
        "<path data-from=\"\(route.from.xmlEscaped)\" data-to=\"\(route.to.xmlEscaped)\" d=\"\(pathData(route.points))\" "
          + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(stroke)\"\(dash) marker-end=\"url(#\(arrow))\">"
          + "<title>\(route.from.xmlEscaped) → \(route.to.xmlEscaped)\(named.map { " (\($0))" } ?? "")</title></path>"
      )
      if let rule, route.points.count > 1 {
        let middle = (
          x: (route.points[0].x + route.points[1].x) / 2, y: (route.points[0].y + route.points[1].y) / 2
        )
        labels.append(
          "<text x=\"\(n(middle.x))\" y=\"\(n(middle.y))\" fill=\"#d00\" text-anchor=\"middle\" font-size=\"11\" "
            + "stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">\(rule.xmlEscaped)</text>")
      }
    }
    let onLongest = Set(longest)
    for name in layout.boxes.keys.sorted() {
      let box = layout.boxes[name]!
      let outline = onLongest.contains(name) ? "stroke=\"#1565c0\" stroke-width=\"2\"" : "stroke=\"#444\""
      svg.append(
        "<rect data-module=\"\(name.xmlEscaped)\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" "
          + "height=\"\(n(GraphLayout.boxHeight))\" rx=\"5\" fill=\"#fff\" \(outline)/>")
      svg.append(
        "<text x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + 18))\" text-anchor=\"middle\">\(name.xmlEscaped)</text>"
      )
    }
    return (svg + labels + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// Curves across the gaps between rows (vertical at both ends, so two of them cross at most once,
  /// and only when their ends swap order), straight lines down the passages through rows.
  static func pathData(_ points: [GraphLayout.Point]) -> String {
    guard let first = points.first else { return "" }
    var d = "M\(n(first.x)),\(n(first.y))"
    for (index, point) in points.enumerated().dropFirst() {
      let previous = points[index - 1]
      if index % 2 == 0 {
        d += " L\(n(point.x)),\(n(point.y))"
      } else {
        let middle = (previous.y + point.y) / 2
        d += " C\(n(previous.x)),\(n(middle)) \(n(point.x)),\(n(middle)) \(n(point.x)),\(n(point.y))"
      }
    }
    return d
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

}
