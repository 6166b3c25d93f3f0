import AppShell
import Foundation
import HeadlessUI

/// An app the map explores: launched fresh for every walk, driven through the same `Session`
/// a person types into, and asked only what the screen is (its kind, from the state) and how
/// to say a gesture in general form.
///
/// Everything else the map knows it found by trying: the gestures come from the screen, the
/// screens they lead to from the state that follows.
@MainActor
public protocol MapSubject: AnyObject {
  /// `shop`, `bookshelf`: the name in the map and its file names.
  static var app: String { get }
  /// The screens the code declares (path cases, `@Presents` destinations, alerts): each must
  /// show up in the map.
  static var declaredScreens: [DeclaredScreen] { get }
  /// The deep links the app accepts, each with an example and the screen it names.
  static var deepLinks: [DeepLinkPattern] { get }

  /// A fresh app, as a launch with nothing saved leaves it (not drawn yet).
  init()
  /// The session over the running app; a relaunch replaces it.
  var session: Session { get }
  /// The screen kind the state shows now.
  var screen: Screen { get }
  /// How many layers deep the screen is (pushed screens plus sheets and alerts): a `back` or
  /// a dismissal from a screen one layer above another must return to it.
  var level: Int { get }
  /// `tap a product` for `tap Milk frother`: the gesture without its data.
  func general(_ gesture: Gesture) -> String
  /// The text a field is given when the map types into it; `nil` skips the field.
  func text(forField field: String) -> String?
  /// Quits and launches again from what the app saves, on the same data.
  func relaunch() async
  /// The URL that stands for `link` now: one whose data the app still has.
  func url(for link: DeepLinkPattern) -> URL
  /// Stops what the app still runs once a trial is over, so no effect outlives its walk.
  func tearDown()
}

extension MapSubject {
  public func url(for link: DeepLinkPattern) -> URL { link.example }
  public func tearDown() {}
}

/// A screen the code declares: a base screen (a path case), a sheet or an alert.
public struct DeclaredScreen: Hashable, Sendable {
  public enum Kind: String, Sendable { case screen, sheet, alert }
  public var kind: Kind
  public var name: String
  public init(_ kind: Kind, _ name: String) {
    self.kind = kind
    self.name = name
  }

  /// Whether `screen` shows it: as its base, or as one of the layers over it.
  public func isShown(on screen: Screen) -> Bool {
    switch kind {
    case .screen: screen.base == name
    case .sheet: screen.overlays.contains(Screen.Overlay(.sheet, name))
    case .alert: screen.overlays.contains(Screen.Overlay(.alert, name))
    }
  }

  public var description: String { kind == .screen ? name : "\(kind.rawValue) \(name)" }
}

/// A deep-link pattern the app allows: the general form the map labels its edge with, an
/// example URL it opens, and the screen the pattern names.
public struct DeepLinkPattern: Hashable, Sendable {
  public var pattern: String
  public var example: URL
  public var lands: String
  public init(_ pattern: String, example: String, lands: String) {
    self.pattern = pattern
    self.example = URL(string: example)!
    self.lands = lands
  }
  public var gesture: String { "open \(pattern)" }

  /// Whether `url` has the pattern's shape: the same text, a `<name>` standing for one id
  /// (lower-case letters, digits and `-`, starting with a letter or digit), the ids both apps
  /// accept. Whether the app has that id is the app's business.
  public func matches(_ url: URL) -> Bool {
    var rest = Substring(url.absoluteString)
    var pattern = Substring(self.pattern)
    while !pattern.isEmpty {
      if pattern.hasPrefix("<"), let close = pattern.firstIndex(of: ">") {
        let segment = rest.prefix { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard let first = segment.first, first != "-" else { return false }
        rest = rest.dropFirst(segment.count)
        pattern = pattern[pattern.index(after: close)...]
      } else {
        guard rest.first == pattern.first else { return false }
        rest = rest.dropFirst()
        pattern = pattern.dropFirst()
      }
    }
    return rest.isEmpty
  }
}
