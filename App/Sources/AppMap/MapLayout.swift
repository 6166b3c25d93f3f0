/// A small layered layout for the navigation map: a row per level (the root alone on the
/// first), screens in a row ordered by where the screens that lead to them sit (a few
/// barycentre sweeps, ties by name, so the picture is the same every time), boxes placed left
/// to right with a gap, each row centred. Boxes cannot overlap: a row's boxes are laid side by
/// side and rows are further apart than a box is tall.
///
/// The module graph's layout lives in the Tools, which the App may not depend on; this one
/// does only what a map needs.
struct MapLayout {
  struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var centerX: Double { x + width / 2 }
    var centerY: Double { y + height / 2 }
    var bottom: Double { y + height }
  }

  static let boxHeight = 30.0
  static let rowGap = 70.0
  static let columnGap = 28.0
  /// Left of the boxes: where deep links come in from.
  static let sideMargin = 150.0
  static let top = 40.0

  var boxes: [String: Box] = [:]
  var levels: [String: Int] = [:]
  var width = 0.0
  var height = 0.0

  init(_ map: NavigationMap) {
    levels = MapLayers.levels(map)
    let rowCount = (levels.values.max() ?? 0) + 1
    var rows = Array(repeating: [String](), count: rowCount)
    for screen in map.sortedScreens { rows[levels[screen] ?? 0].append(screen) }
    let parents = Dictionary(grouping: map.edges.filter { !$0.isFromOutside && $0.from != $0.to }, by: \.to)
    for _ in 0..<4 {
      for index in rows.indices.dropFirst() {
        let above = Dictionary(uniqueKeysWithValues: rows[index - 1].enumerated().map { ($1, Double($0)) })
        let keyed = rows[index].enumerated().map { position, screen in
          let positions = (parents[screen] ?? []).compactMap { above[$0.from] }
          let center = positions.isEmpty ? Double(position) : positions.reduce(0, +) / Double(positions.count)
          return (screen, center)
        }
        rows[index] = keyed.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
      }
    }
    let widths = rows.map { row in
      row.map(Self.boxWidth).reduce(0, +) + Self.columnGap * Double(max(row.count - 1, 0))
    }
    let widest = widths.max() ?? 0
    for (index, row) in rows.enumerated() {
      var x = Self.sideMargin + (widest - widths[index]) / 2
      let y = Self.top + Double(index) * (Self.boxHeight + Self.rowGap)
      for screen in row {
        let width = Self.boxWidth(screen)
        boxes[screen] = Box(x: x, y: y, width: width, height: Self.boxHeight)
        x += width + Self.columnGap
      }
    }
    width = Self.sideMargin + widest + 60
    height = Self.top + Double(rowCount) * (Self.boxHeight + Self.rowGap)
  }

  /// Wide enough for the name at 12 px (about 7 px a character) and some room.
  static func boxWidth(_ screen: String) -> Double { Double(screen.count) * 7 + 24 }
}
