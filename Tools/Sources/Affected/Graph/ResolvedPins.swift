import Foundation

/// The pins of a `Package.resolved` (any of SwiftPM's versions: 1 names packages by name, 2 and
/// 3 by identity), compared between two revisions: a pin that moved affects the packages that
/// use it, not the whole repository.
struct ResolvedPins: Equatable, Sendable {
  /// Pin state (version, branch, revision) by lowercased package identity.
  var pins: [String: String]

  /// `nil` when the file is not a `Package.resolved` SwiftPM could read.
  init?(_ data: Data?) {
    guard let data else {
      pins = [:]
      return
    }
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
    let list = (root["pins"] ?? (root["object"] as? [String: Any])?["pins"]) as? [[String: Any]]
    guard let list else { return nil }
    var pins: [String: String] = [:]
    for pin in list {
      let name =
        pin["identity"] as? String ?? pin["package"] as? String
        ?? (pin["location"] as? String ?? pin["repositoryURL"] as? String).map(Self.identity(fromURL:))
      guard let name else { return nil }
      let state = pin["state"] as? [String: Any] ?? [:]
      pins[name.lowercased()] = ["version", "branch", "revision"].map { "\(state[$0] ?? "-")" }.joined(
        separator: " ")
    }
    self.pins = pins
  }

  /// Identities whose pin was added, removed or moved, sorted.
  func changed(from other: ResolvedPins) -> [String] {
    Set(pins.keys).union(other.pins.keys).filter { pins[$0] != other.pins[$0] }.sorted()
  }

  /// SwiftPM's identity of a remote package: the URL's last component, lowercased, without `.git`.
  static func identity(fromURL url: String) -> String {
    var name = String(url.split(separator: "/").last ?? Substring(url)).lowercased()
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }
}
