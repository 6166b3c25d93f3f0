import AppMap
import Foundation

/// Which of the navigation map's edges the journeys walked: a gesture in general form from
/// the screen it was made on to the screen it led to once what it started had answered
/// (Pay, then the charge, is the map's `tap Pay` to the receipt).
///
/// The map (`docs/navigation/<app>.map`) is what the check keeps true; this says how much of
/// it the CI budget of random journeys exercises, and names the edges it never took.
public struct TransitionCoverage: Sendable {
  /// Every edge walked, whether or not the map has it (a declined charge's alert after Pay
  /// is a journey's, not the map's: the map's gateway always answers yes).
  public var walked: Set<MapEdge> = []

  public init() {}

  public mutating func merge(_ other: TransitionCoverage) { walked.formUnion(other.walked) }

  /// The share of `map`'s edges walked, and the ones never walked, in line order.
  public func measure(against map: NavigationMap) -> (share: Double, missing: [MapEdge]) {
    let missing = map.edges.subtracting(walked).sorted()
    let share = map.edges.isEmpty ? 1 : Double(map.edges.count - missing.count) / Double(map.edges.count)
    return (share, missing)
  }

  /// The checked-in map of `app`, read from the repository this file is in.
  public static func checkedInMap(_ app: String, file: String = #filePath) -> NavigationMap? {
    let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent(MapFiles.baseline(app)).path
    return (try? String(contentsOfFile: path, encoding: .utf8)).map(NavigationMap.init(text:))
  }

  /// What the journeys' summary says: the share of `app`'s checked-in map walked, the edges
  /// not walked, and how many edges walked the map does not have (a declined charge's alert,
  /// a link to a book that is gone); `nil` share without a checked-in map.
  public func report(app: String, file: String = #filePath) -> (share: Double?, text: String) {
    guard let map = Self.checkedInMap(app, file: file) else {
      return (
        nil, "\(app): no docs/navigation/\(app).map to measure transition coverage against (make nav-map)"
      )
    }
    let (share, missing) = measure(against: map)
    let outside = walked.subtracting(map.edges).count
    return (
      share,
      Self.report(app: app, share: share, missing: missing, total: map.edges.count)
        + "\n\(app): \(outside) edges walked that the map does not have (clients that wait or decline)"
    )
  }

  /// `shop: transition coverage 84 of 88 map edges (95.5 %); not walked: …`.
  public static func report(app: String, share: Double, missing: [MapEdge], total: Int) -> String {
    let walked = total - missing.count
    var text =
      "\(app): transition coverage \(walked) of \(total) map edges (\(String(format: "%.1f", share * 100)) %)"
    if !missing.isEmpty { text += "; not walked:\n  " + missing.map(\.line).joined(separator: "\n  ") }
    return text
  }
}
