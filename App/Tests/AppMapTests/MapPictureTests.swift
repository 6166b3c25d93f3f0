import AppMap
import Foundation
import XCTest

/// The SVG's geometry, read back from its attributes; the Mermaid block and the JSON.
final class MapPictureTests: XCTestCase {
  private func map() -> NavigationMap {
    var map = NavigationMap(app: "shop", root: "Home")
    for (from, gesture, to) in [
      ("Home", "tap Buy", "Checkout"), ("Checkout", "back", "Home"), ("Checkout", "tap Continue", "Payment"),
      ("Payment", "back", "Checkout"), ("Payment", "tap Pay", "Receipt"), ("Receipt", "tap Close", "Home"),
      ("Home", "tap Quick buy", "Home + sheet Checkout"), ("Home + sheet Checkout", "dismiss", "Home"),
      ("Payment", "tap Simulate failure", "Payment + alert PaymentFailed"),
      ("Payment + alert PaymentFailed", "alert Cancel", "Payment"), ("Home", "tap a product", "Home"),
      ("Home", "open shop://checkout/<product>/payment", "Payment"),
      ("Home", "open https://x/receipt/<order>", "Orphan"),
      ("Orphan", "tap Close", "Home"),
    ] {
      map.add(MapEdge(from: from, gesture: gesture, to: to))
    }
    return map
  }

  struct Box {
    let x, y, width, height: Double
    func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
  }

  private func attribute(_ name: String, in element: String) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    return String(element[start.upperBound...].prefix { $0 != "\"" })
  }

  private func elements(_ tag: String, in svg: String) -> [String] {
    svg.components(separatedBy: "<\(tag) ").dropFirst().map { " " + $0.prefix { $0 != ">" } }
  }

  func testEveryScreenIsOneBoxAndNoTwoOverlap() throws {
    let svg = MapDrawing.svg(map())
    var boxes: [String: Box] = [:]
    for rect in elements("rect", in: svg) {
      guard let screen = attribute("data-screen", in: rect) else { continue }
      XCTAssertNil(boxes[screen], "\(screen) drawn twice")
      boxes[screen] = Box(
        x: Double(attribute("x", in: rect)!)!, y: Double(attribute("y", in: rect)!)!,
        width: Double(attribute("width", in: rect)!)!, height: Double(attribute("height", in: rect)!)!)
    }
    XCTAssertEqual(Set(boxes.keys), map().screens)
    let names = boxes.keys.sorted()
    for (index, a) in names.enumerated() {
      for b in names[(index + 1)...] {
        XCTAssertFalse(boxes[a]!.overlaps(boxes[b]!), "\(a) overlaps \(b)")
      }
    }
    let home = try XCTUnwrap(boxes["Home"])
    for (screen, box) in boxes where screen != "Home" {
      XCTAssertGreaterThan(box.y, home.y, "the root is alone at the top, not \(screen)")
    }
    // Pushes point down; every edge says what it joins and how.
    var styles: [String: String] = [:]
    for path in elements("path", in: svg) {
      guard let from = attribute("data-from", in: path), let to = attribute("data-to", in: path),
        let gesture = attribute("data-gesture", in: path), let style = attribute("class", in: path)
      else { continue }
      styles["\(from) \(gesture)"] = style
      if style == "push" { XCTAssertGreaterThan(boxes[to]!.y, boxes[from]!.y, "\(from) → \(to) points down") }
    }
    XCTAssertEqual(styles.count, map().edges.count)
    XCTAssertEqual(styles["Home tap Buy"], "push")
    XCTAssertEqual(styles["Home tap Quick buy"], "sheet")
    XCTAssertEqual(styles["Payment tap Simulate failure"], "alert")
    XCTAssertEqual(styles["Payment back"], "back")
    XCTAssertEqual(styles["Home open shop://checkout/&lt;product&gt;/payment"], "link")
    XCTAssertTrue(
      svg.contains(#"class="back""#) && svg.contains(#"stroke-opacity="0.35""#), "back edges are faint")
  }

  func testTheMermaidBlockHasANodePerScreenAndAnArrowPerEdge() {
    let text = MapFormats.mermaid(map())
    XCTAssertTrue(text.hasPrefix("```mermaid\nflowchart TD\n"))
    XCTAssertTrue(text.hasSuffix("\n```"))
    let lines = text.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.contains("|\"") }.count, map().edges.count)
    XCTAssertTrue(text.contains(#"(["Home"])"#), "the root has its own shape: \(text)")
    XCTAssertTrue(text.contains("#lt;product#gt;"), "angle brackets are escaped for Mermaid")
  }

  func testTheJSONListsScreensAndEdges() throws {
    let data = Data(MapFormats.json(map()).utf8)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["root"] as? String, "Home")
    XCTAssertEqual((object["screens"] as? [String])?.count, map().screens.count)
    XCTAssertEqual((object["edges"] as? [[String: String]])?.count, map().edges.count)
  }
}
