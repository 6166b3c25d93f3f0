/// A transition: a gesture (or a deep link, or a relaunch) in general form, from one screen
/// kind to another. “tap a product”, not “tap Milk frother”: data stays out of the map.
public struct MapEdge: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var from: String
  public var gesture: String
  public var to: String

  public init(from: String, gesture: String, to: String) {
    self.from = from
    self.gesture = gesture
    self.to = to
  }

  /// `edge Checkout -- tap Continue -> Payment`: the baseline's line.
  public var line: String { "edge \(from) -- \(gesture) -> \(to)" }
  public var description: String { line }

  /// Reads a baseline line back; `nil` for anything else.
  public init?(line: String) {
    guard line.hasPrefix("edge "), let dash = line.range(of: " -- "),
      let arrow = line.range(of: " -> ", range: dash.upperBound..<line.endIndex)
    else { return nil }
    from = String(line[line.index(line.startIndex, offsetBy: 5)..<dash.lowerBound])
    gesture = String(line[dash.upperBound..<arrow.lowerBound])
    to = String(line[arrow.upperBound...])
  }

  public static func < (lhs: MapEdge, rhs: MapEdge) -> Bool { lhs.line < rhs.line }

  /// The verb of the gesture: `tap`, `back`, `open`, `relaunch`…
  public var verb: String { String(gesture.prefix { $0 != " " }) }

  /// A deep link or a relaunch: how the system, not a gesture on screen, changes the screen.
  public var isFromOutside: Bool { verb == "open" || verb == "relaunch" }
}
