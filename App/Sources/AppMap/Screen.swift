/// A screen *kind*: the feature or destination on top, plus each sheet or alert over it.
///
/// Data never enters the key, so three books pushed in a row are one `Book` screen and a map
/// stays small and stable while the catalog changes. The name is the key and the text every
/// format prints: `Checkout + sheet PromoCode`.
public struct Screen: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// What sits over the base screen: a sheet (dismissed by a swipe) or an alert (by a button).
  public enum OverlayKind: String, Hashable, Sendable { case sheet, alert }

  public struct Overlay: Hashable, Sendable {
    public var kind: OverlayKind
    public var name: String
    public init(_ kind: OverlayKind, _ name: String) {
      self.kind = kind
      self.name = name
    }
  }

  public var base: String
  public var overlays: [Overlay]

  public init(_ base: String, _ overlays: [Overlay] = []) {
    self.base = base
    self.overlays = overlays
  }

  /// Reads a name back (`Home + sheet Checkout + alert PaymentFailed`); a part that is not
  /// `sheet X` or `alert X` stays in the base, so any text gives some screen.
  public init(name: String) {
    let parts = name.components(separatedBy: " + ")
    var base = parts[0]
    var overlays: [Overlay] = []
    for part in parts.dropFirst() {
      let words = part.split(separator: " ", maxSplits: 1).map(String.init)
      if words.count == 2, let kind = OverlayKind(rawValue: words[0]) {
        overlays.append(Overlay(kind, words[1]))
      } else {
        base += " + " + part
      }
    }
    self.init(base, overlays)
  }

  /// The same screen with one more layer on top.
  public func with(_ kind: OverlayKind, _ name: String) -> Screen {
    Screen(base, overlays + [Overlay(kind, name)])
  }

  public var name: String {
    ([base] + overlays.map { "\($0.kind.rawValue) \($0.name)" }).joined(separator: " + ")
  }

  public var description: String { name }

  public static func < (lhs: Screen, rhs: Screen) -> Bool { lhs.name < rhs.name }

  /// `checkout` → `Checkout`, `book(3)` → `Book`, `shelf(id: 2)` → `Shelf`: a path value's
  /// case, without its payload, as a screen name. Any new path enum is named this way
  /// without code here knowing it.
  public static func name(ofPathValue value: Any) -> String {
    let text = "\(value)"
    let bare = text.prefix { $0 != "(" }
    let last = bare.split(separator: ".").last.map(String.init) ?? String(bare)
    return last.prefix(1).uppercased() + last.dropFirst()
  }
}
