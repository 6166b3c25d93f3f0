/// The navigation of one app: its screens and the transitions between them, with the screen
/// the app launches on.
///
/// The text form (`docs/navigation/<app>.map`) is sorted `screen` and `edge` lines under an
/// `app` and a `root` line, so a change to the navigation reads as a few `-`/`+` lines.
public struct NavigationMap: Equatable, Sendable {
  public var app: String
  public var root: String
  public var screens: Set<String>
  public var edges: Set<MapEdge>

  public init(app: String, root: String, screens: Set<String> = [], edges: Set<MapEdge> = []) {
    self.app = app
    self.root = root
    self.screens = screens.union([root])
    self.edges = edges
    for edge in edges { self.screens.formUnion([edge.from, edge.to]) }
  }

  public mutating func add(_ edge: MapEdge) {
    edges.insert(edge)
    screens.formUnion([edge.from, edge.to])
  }

  public var sortedScreens: [String] { screens.sorted() }
  public var sortedEdges: [MapEdge] { edges.sorted() }

  /// The baseline's lines, in file order.
  public var lines: [String] {
    ["app \(app)", "root \(root)"] + sortedScreens.map { "screen \($0)" } + sortedEdges.map(\.line)
  }

  public var text: String { lines.joined(separator: "\n") + "\n" }

  /// Reads a baseline; lines it does not know are ignored, `#` starts a comment.
  public init(text: String) {
    var app = ""
    var root = ""
    var screens: Set<String> = []
    var edges: Set<MapEdge> = []
    // Any line ending, and no byte-order mark, as the rules file is read.
    for raw in text.drop(while: { $0 == "\u{FEFF}" }).split(whereSeparator: \.isNewline) {
      let line = String(raw)
      if line.hasPrefix("app ") { app = String(line.dropFirst(4)) }
      if line.hasPrefix("root ") { root = String(line.dropFirst(5)) }
      if line.hasPrefix("screen ") { screens.insert(String(line.dropFirst(7))) }
      if let edge = MapEdge(line: line) { edges.insert(edge) }
    }
    self.init(app: app, root: root, screens: screens, edges: edges)
  }

  /// Edges leaving each screen.
  public var outgoing: [String: [MapEdge]] { Dictionary(grouping: edges, by: \.from) }

  /// The screens from which gestures alone (no deep link, no relaunch) lead back to the root.
  public var screensLeadingToRoot: Set<String> {
    let incoming = Dictionary(grouping: edges.filter { !$0.isFromOutside }, by: \.to)
    var found: Set<String> = [root]
    var queue = [root]
    while let screen = queue.popLast() {
      for edge in incoming[screen] ?? [] where found.insert(edge.from).inserted {
        queue.append(edge.from)
      }
    }
    return found
  }
}
