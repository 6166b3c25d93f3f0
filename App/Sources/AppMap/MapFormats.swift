import Foundation

/// The map in the formats people and tools already read: a Mermaid block for GitHub's
/// Markdown, and JSON.
public enum MapFormats {
  /// A `flowchart TD` block: the root at the top, deep links as dotted arrows, back and
  /// dismissals as dashed ones; a node per screen, named `s0`, `s1`… in screen order.
  public static func mermaid(_ map: NavigationMap) -> String {
    let screens = map.sortedScreens
    let ids = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1, "s\($0)") })
    let levels = MapLayers.levels(map)
    var lines = ["```mermaid", "flowchart TD"]
    for screen in screens {
      let shape = screen == map.root ? ("([", "])") : ("[", "]")
      lines.append("  \(ids[screen]!)\(shape.0)\"\(escaped(screen))\"\(shape.1)")
    }
    for edge in map.sortedEdges {
      let arrow: String
      switch MapLayers.style(of: edge, levels: levels) {
      case .link, .relaunch: arrow = "-.->"
      case .back: arrow = "-.-"
      case .push, .sheet, .alert, .same: arrow = "-->"
      }
      lines.append("  \(ids[edge.from]!) \(arrow)|\"\(escaped(edge.gesture))\"| \(ids[edge.to]!)")
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
  }

  /// `{"app", "root", "screens": [...], "edges": [{"from", "gesture", "to"}]}`, sorted keys.
  public static func json(_ map: NavigationMap) -> String {
    struct Document: Encodable {
      struct Edge: Encodable {
        let from: String
        let gesture: String
        let to: String
      }
      let app: String
      let root: String
      let screens: [String]
      let edges: [Edge]
    }
    let document = Document(
      app: map.app, root: map.root, screens: map.sortedScreens,
      edges: map.sortedEdges.map { .init(from: $0.from, gesture: $0.gesture, to: $0.to) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
  }
}
