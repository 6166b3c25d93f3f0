import BlockingTestSupport
import Foundation
import Testing

@testable import CheckImports

/// Section 6 of issue 24: the module picture reads at 20 to 130 modules. Everything here reads the
/// geometry back from the drawn SVG (`SVGGeometry`), not from the layout's own bookkeeping.
@Suite(.blocksItsThread) struct GraphLayoutTests {
  /// The flat app, `init`ed, drawn: no box overlaps another, every edge points down, and crossing
  /// reduction at least halves the crossings of the naive (alphabetical) order of the same rows.
  @Test func theFlatAppReadsDownwardWithHalfTheNaiveCrossings() throws {
    let repo = FixtureRepository.flatApp()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    let drawn = repo.run(["--graph", "svg"])
    #expect(drawn.exitCode == 0)
    let picture = SVGGeometry(drawn.out)
    #expect(picture.boxCount == 15)
    #expect(picture.boxes.count == 15)
    // Boxes keep a gap, wide enough for an edge to pass between them.
    #expect(picture.overlaps(gap: 2 * RowPlacement.passageGap - 0.5) == [])
    #expect(picture.edges.count == 55)
    for edge in picture.edges {
      let (from, to) = (picture.boxes[edge.from]!, picture.boxes[edge.to]!)
      #expect(from.y < to.y, "\(edge.from) → \(edge.to) does not point down")
      #expect(edge.points.first!.y == from.y + from.height && edge.points.last!.y == to.y)
      #expect(zip(edge.points, edge.points.dropFirst()).allSatisfy { $0.y < $1.y })
    }
    let workspace = try Self.workspace(of: repo)
    let naive = SVGGeometry(SVGGraph.render(workspace, findings: [], reduceCrossings: false))
    #expect(naive.boxes.count == 15)
    #expect(
      picture.crossings() * 2 <= naive.crossings(), "\(picture.crossings()) vs naive \(naive.crossings())")
    // Pinned: the naive order is the fixed reference, and the reduction's result shows any change.
    #expect(naive.crossings() == 384 && picture.crossings() == 142)
    #expect(picture.crossings() == SVGGraph.layout(workspace).crossings)
    #expect(drawn.out.contains(", \(picture.crossings()) crossings</text>"))
  }

  /// The picture of the flat app is the one `Tools/docs/check-imports.md` shows, byte for byte: any
  /// change to the layout shows up here. After an intended one, look at the new picture and record
  /// it: `TOOLS_RECORD_PICTURES=1 swift test --package-path Tools --filter GraphLayoutTests`.
  @Test func theFlatAppPictureIsTheOneInTheDocs() throws {
    let repo = FixtureRepository.flatApp()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    let svg = repo.run(["--graph", "svg"]).out
    let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/flat-app.svg")
    if ProcessInfo.processInfo.environment["TOOLS_RECORD_PICTURES"] != nil {
      try svg.write(to: recorded, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: recorded, encoding: .utf8)
    #expect(
      svg == expected,
      "the flat app's picture differs from \(recorded.path); if the change is intended, look at it and record it"
    )
  }

  /// Edges that skip rows pass between boxes, never through one.
  @Test func edgesThatSkipRowsGoAroundBoxes() throws {
    let repo = FixtureRepository.flatApp()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    let picture = SVGGeometry(repo.run(["--graph", "svg"]).out)
    var passages = 0
    for edge in picture.edges {
      // Anchors 1…n-2 come in pairs: down a row at one x, between its boxes.
      for index in stride(from: 1, to: edge.points.count - 1, by: 2) {
        let (top, bottom) = (edge.points[index], edge.points[index + 1])
        #expect(top.x == bottom.x && bottom.y - top.y == GraphLayout.boxHeight)
        passages += 1
        for (name, box) in picture.boxes where box.y == top.y {
          #expect(
            top.x < box.x - 2 || top.x > box.x + box.width + 2, "\(edge.from) → \(edge.to) crosses \(name)")
        }
      }
    }
    #expect(passages > 20)
  }

  /// Inside one layer, a module sits below what imports it; an edge closing a cycle goes up.
  @Test func ranksInsideALayerAndACycle() {
    let layout = GraphLayout(
      bands: [.init(label: "all", modules: ["A", "B", "C", "D"])],
      edges: [("A", "B"), ("B", "C"), ("A", "C"), ("C", "A"), ("D", "C")],
      widths: ["A": 40, "B": 40, "C": 40, "D": 40], left: 100, top: 50)
    #expect(layout.boxes["A"]!.y < layout.boxes["B"]!.y)
    #expect(layout.boxes["B"]!.y < layout.boxes["C"]!.y)
    #expect(layout.boxes["A"]!.y == layout.boxes["D"]!.y)
    #expect(layout.rowCount == 3)
    let back = layout.routes.first { $0.from == "C" && $0.to == "A" }!
    #expect(back.points.first!.y == layout.boxes["C"]!.y)
    #expect(back.points.last!.y == layout.boxes["A"]!.y + GraphLayout.boxHeight)
    // A→C skips B's row: one passage, two anchors in that row.
    #expect(layout.routes.first { $0.from == "A" && $0.to == "C" }!.points.count == 4)
    #expect(layout.boxes.values.map(\.x).min() == 100)
  }

  /// An import of a higher layer (a violation) is drawn going up, into the bottom of its target.
  @Test func anUpwardImportPointsUp() {
    let layout = GraphLayout(
      bands: [.init(label: "top", modules: ["App"]), .init(label: "bottom", modules: ["Core"])],
      edges: [("Core", "App"), ("App", "Core")], widths: ["App": 40, "Core": 40], left: 0, top: 0)
    let up = layout.routes.first { $0.from == "Core" }!
    #expect(up.points.first!.y == layout.boxes["Core"]!.y)
    #expect(up.points.last!.y == GraphLayout.boxHeight)
    #expect(layout.bands.map(\.label) == ["top", "bottom"])
    #expect(layout.bands[0].bottom <= layout.bands[1].top)
  }

  /// 130 modules in four layers of 32, each importing three of the layers below: rows wrap instead
  /// of running off at 3,000 pixels, text keeps its size, nothing overlaps, every edge points down.
  @Test func oneHundredThirtyModulesWrapWithoutOverlapping() {
    var random = SplitMix(seed: 7)
    let names = ["Top", "Upper", "Lower", "Base"].map { layer in (0..<32).map { "\(layer)Module\($0)" } }
    var edges: [(from: String, to: String)] = []
    for layer in 0..<3 {
      for name in names[layer] {
        for _ in 0..<3 {
          let lower = layer + 1 + Int(random.next() % UInt64(3 - layer))
          edges.append((name, names[lower][Int(random.next() % 32)]))
        }
      }
    }
    let extra = ["Util0", "Util1"]
    let bands =
      ["top", "upper", "lower", "base"].enumerated().map { GraphLayout.Band(label: $1, modules: names[$0]) }
      + [.init(label: "unlayered", modules: extra)]
    var widths: [String: Double] = [:]
    for name in names.flatMap({ $0 }) + extra { widths[name] = SVGGraph.boxWidth(name) }
    let layout = GraphLayout(bands: bands, edges: edges, widths: widths, left: 130, top: 96)
    #expect(layout.boxes.count == 130)
    #expect(layout.bands.map(\.label) == ["top", "upper", "lower", "base", "unlayered"])
    #expect(layout.rowCount == 21)
    // The picture is as wide as its rightmost box or passage, plus a margin.
    let rightmost = max(
      layout.boxes.values.map { $0.x + $0.width }.max()!, layout.routes.flatMap(\.points).map(\.x).max()!)
    #expect(abs(layout.width - (rightmost + 20)) < 0.001)
    #expect(layout.height == layout.bands.last!.bottom + 10)
    // Pinned, so a change to wrapping or ordering shows: 32 boxes of about 95 px are 3,800 px, five
    // rows of at most 860 px each (the last shorter); the two unconnected modules share one row.
    let sizes = Dictionary(grouping: layout.boxes.values, by: \.y).sorted { $0.key < $1.key }.map(
      \.value.count)
    #expect(sizes == Array(repeating: [7, 7, 7, 7, 4], count: 4).flatMap { $0 } + [2])
    #expect(layout.crossings == 4300)
    var rows: [Double: [GraphLayout.Box]] = [:]
    for box in layout.boxes.values { rows[box.y, default: []].append(box) }
    for row in rows.values {
      #expect(row.map(\.width).reduce(0, +) <= GraphLayout.maxRowWidth)
      let sorted = row.sorted { $0.x < $1.x }
      for (left, right) in zip(sorted, sorted.dropFirst()) {
        #expect(left.x + left.width + 2 * RowPlacement.passageGap <= right.x + 0.001)
      }
    }
    for route in layout.routes {
      #expect(layout.boxes[route.from]!.y < layout.boxes[route.to]!.y)
      #expect(route.points.first!.y < route.points.last!.y)
    }
  }

  static func workspace(of repo: FixtureRepository) throws -> Workspace {
    let rules = try RulesParser.parse(
      String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8), path: "boundaries.rules")
    return try WorkspaceLoader(root: repo.root, loader: repo.loader, cache: ManifestCache(directory: nil))
      .load(
        rules: rules)
  }
}
