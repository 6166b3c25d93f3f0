import Foundation

/// The geometry of a `--graph svg` picture, read back from its `data-module` boxes and its
/// `data-from`/`data-to` edges: what the picture tests assert on, independent of the layout code.
struct SVGGeometry {
  struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  struct Edge {
    var from: String
    var to: String
    /// The path's anchors: its start and the end point of each command.
    var points: [(x: Double, y: Double)]
  }

  var boxes: [String: Box] = [:]
  var edges: [Edge] = []
  var boxCount = 0

  init(_ svg: String) {
    func attribute(_ name: String, in tag: String) -> String? {
      guard let start = tag.range(of: " \(name)=\"") else { return nil }
      return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
    for piece in svg.components(separatedBy: "<").dropFirst() {
      let tag = String(piece.prefix { $0 != ">" })
      if tag.hasPrefix("rect "), let name = attribute("data-module", in: tag) {
        boxCount += 1
        boxes[name] = Box(
          x: Double(attribute("x", in: tag)!)!, y: Double(attribute("y", in: tag)!)!,
          width: Double(attribute("width", in: tag)!)!, height: Double(attribute("height", in: tag)!)!)
      } else if tag.hasPrefix("path "), let from = attribute("data-from", in: tag),
        let to = attribute("data-to", in: tag), let d = attribute("d", in: tag)
      {
        edges.append(Edge(from: from, to: to, points: Self.anchors(d)))
      }
    }
  }

  /// `M x,y C a,b c,d x,y L x,y …` → the points after M and at the end of each command.
  static func anchors(_ d: String) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    for command in d.split(whereSeparator: { "MCL".contains($0) }) {
      let pairs = command.split(separator: " ").filter { !$0.isEmpty }
      guard let last = pairs.last else { continue }
      let xy = last.split(separator: ",").map { Double($0)! }
      points.append((xy[0], xy[1]))
    }
    return points
  }

  /// Pairs of boxes that overlap or come closer than `gap` horizontally within one row.
  func overlaps(gap: Double = 0) -> [String] {
    let names = boxes.keys.sorted()
    var found: [String] = []
    for (index, a) in names.enumerated() {
      for b in names[(index + 1)...] {
        let p = boxes[a]!
        let q = boxes[b]!
        if p.x < q.x + q.width + gap && q.x < p.x + p.width + gap && p.y < q.y + q.height
          && q.y < p.y + p.height
        {
          found.append("\(a) \(b)")
        }
      }
    }
    return found
  }

  /// Crossings between the curves edges take across the gaps between rows: two curves spanning the
  /// same gap cross when their ends are in opposite orders (each is vertical at both ends, so two
  /// such curves cross at most once).
  func crossings() -> Int {
    var byGap: [String: [(top: Double, bottom: Double)]] = [:]
    for edge in edges {
      for index in stride(from: 1, to: edge.points.count, by: 2) {
        var (a, b) = (edge.points[index - 1], edge.points[index])
        if a.y > b.y { (a, b) = (b, a) }
        byGap["\(a.y) \(b.y)", default: []].append((a.x, b.x))
      }
    }
    var count = 0
    for curves in byGap.values {
      for (index, p) in curves.enumerated() {
        for q in curves[(index + 1)...] where (p.top - q.top) * (p.bottom - q.bottom) < 0 { count += 1 }
      }
    }
    return count
  }
}
