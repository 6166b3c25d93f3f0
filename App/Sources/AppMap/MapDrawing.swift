/// `docs/navigation/<app>.svg`: the map drawn on `MapLayout`. The root is at the top and
/// pushes point down; sheets (dashed, green) and alerts (dotted, orange) have their own style;
/// back edges are faint; deep links come in from the left side; a screen's own loops are
/// small arcs at its right. Each screen is one `<rect data-screen="…">` and each edge a
/// `<path>` with `data-from`, `data-to` and `data-gesture`, so tests read the geometry.
public enum MapDrawing {
  public static func svg(_ map: NavigationMap) -> String {
    let layout = MapLayout(map)
    var lines = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(layout.width))" height="\##(n(layout.height))" "##
        + ##"font-family="Helvetica, Arial, sans-serif" font-size="12">"##,
      "<title>\(escaped(map.app)) navigation map</title>",
      "<defs>",
      ##"<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker>"##,
      "</defs>",
      ##"<rect width="100%" height="100%" fill="white"/>"##,
      ##"<text x="10" y="22" fill="#555" font-weight="bold">\##(escaped(map.app)): \##(map.screens.count) screens, \##(map.edges.count) edges</text>"##,
      ##"<text x="10" y="\##(n(MapLayout.top + 20))" fill="#36c">deep links ▸</text>"##,
    ]
    var loops: [String: Int] = [:]
    for edge in map.sortedEdges {
      guard let from = layout.boxes[edge.from], let to = layout.boxes[edge.to] else { continue }
      let style = MapLayers.style(of: edge, levels: layout.levels)
      let d: String
      if edge.from == edge.to {
        let count = loops[edge.from, default: 0]
        loops[edge.from] = count + 1
        let reach = 14.0 + Double(count) * 6
        let (x, y) = (from.x + from.width, from.centerY)
        d =
          "M\(n(x)),\(n(y - 6)) C\(n(x + reach)),\(n(y - 14)) \(n(x + reach)),\(n(y + 14)) \(n(x)),\(n(y + 6))"
      } else if style == .link {
        let side = 20.0
        d = "M\(n(side)),\(n(from.centerY)) L\(n(side + 12)),\(n(to.centerY)) L\(n(to.x)),\(n(to.centerY))"
      } else if to.y > from.y {
        d = "M\(n(from.centerX)),\(n(from.bottom)) L\(n(to.centerX)),\(n(to.y))"
      } else if to.y < from.y {
        d = "M\(n(from.centerX + 6)),\(n(from.y)) L\(n(to.centerX + 6)),\(n(to.bottom))"
      } else {
        let (left, right) = from.x < to.x ? (from, to) : (to, from)
        let y = from.y + (from.x < to.x ? from.height : 0)
        let bend = from.x < to.x ? 18.0 : -18.0
        d =
          "M\(n(from.x < to.x ? left.centerX : right.centerX)),\(n(y)) "
          + "Q\(n((left.centerX + right.centerX) / 2)),\(n(y + bend)) \(n(from.x < to.x ? right.centerX : left.centerX)),\(n(y))"
      }
      lines.append(
        ##"<path class="\##(style.rawValue)" data-from="\##(escaped(edge.from))" data-to="\##(escaped(edge.to))" "##
          + ##"data-gesture="\##(escaped(edge.gesture))" d="\##(d)" \##(attributes(style))><title>\##(escaped(edge.line))</title></path>"##
      )
    }
    for screen in map.sortedScreens {
      guard let box = layout.boxes[screen] else { continue }
      let fill =
        screen == map.root ? "#dde8ff" : Screen(name: screen).overlays.isEmpty ? "#f4f4f4" : "#eef7ee"
      lines.append(
        ##"<rect data-screen="\##(escaped(screen))" x="\##(n(box.x))" y="\##(n(box.y))" width="\##(n(box.width))" "##
          + ##"height="\##(n(box.height))" rx="6" fill="\##(fill)" stroke="#333"/>"##)
      lines.append(
        ##"<text x="\##(n(box.centerX))" y="\##(n(box.centerY + 4))" text-anchor="middle">\##(escaped(screen))</text>"##
      )
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func attributes(_ style: MapLayers.Style) -> String {
    switch style {
    case .push: ##"fill="none" stroke="#333" stroke-width="1.4" marker-end="url(#arrow)""##
    case .sheet:
      ##"fill="none" stroke="#2a7" stroke-width="1.4" stroke-dasharray="6 3" marker-end="url(#arrow)""##
    case .alert:
      ##"fill="none" stroke="#d70" stroke-width="1.4" stroke-dasharray="2 3" marker-end="url(#arrow)""##
    case .back:
      ##"fill="none" stroke="#999" stroke-width="1" stroke-opacity="0.35" marker-end="url(#arrow)""##
    case .link: ##"fill="none" stroke="#36c" stroke-width="1" stroke-opacity="0.6" marker-end="url(#arrow)""##
    case .relaunch, .same: ##"fill="none" stroke="#999" stroke-width="1" stroke-opacity="0.5""##
    }
  }

  /// One decimal at most: the same text on every machine.
  static func n(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
