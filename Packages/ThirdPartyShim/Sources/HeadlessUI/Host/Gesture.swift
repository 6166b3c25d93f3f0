import Foundation

/// Something a person does to the screen. Each goes through the binding or closure SwiftUI
/// would call for it, so a gesture on a store-backed screen becomes the store's action.
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
  /// Taps the button with this label (content, toolbar).
  case tap(String)
  /// Replaces the text of the field with this label.
  case type(field: String, text: String)
  /// Flips the toggle with this label.
  case toggle(String)
  /// Swipes back: the visible stack writes its path without the last value.
  case back
  /// Long-presses back and picks the root: the visible stack writes an empty path.
  case popToRoot
  /// Swipes the top sheet down: its binding is written `false`/`nil`.
  case dismissSheet
  /// Chooses the alert button with this label.
  case chooseAlertButton(String)
  /// Selects the tab whose tab item label (or tag) is this.
  case selectTab(String)
  /// Opens a URL, as the system does for a deep link: every `onOpenURL` on screen receives it.
  case openURL(URL)

  /// The command a person types for it: `tap Buy`, `type Code SAVE10`, `alert Cancel`.
  public var description: String {
    switch self {
    case let .tap(label): "tap \(label)"
    case let .type(field, text): "type \(field) \(text)"
    case let .toggle(label): "toggle \(label)"
    case .back: "back"
    case .popToRoot: "root"
    case .dismissSheet: "dismiss"
    case let .chooseAlertButton(label): "alert \(label)"
    case let .selectTab(label): "tab \(label)"
    case let .openURL(url): "open \(url.absoluteString)"
    }
  }

  /// Parses a typed command. A field label with spaces is quoted: `type "Promo code" SAVE10`.
  /// Returns nil for anything that is not a gesture command.
  public init?(command: String) {
    let trimmed = command.trimmingCharacters(in: .whitespaces)
    let verb = trimmed.prefix { $0 != " " }
    let rest = trimmed.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
    switch (verb.lowercased(), rest.isEmpty) {
    case ("back", true): self = .back
    case ("root", true): self = .popToRoot
    case ("dismiss", true): self = .dismissSheet
    case ("tap", false): self = .tap(rest)
    case ("toggle", false): self = .toggle(rest)
    case ("alert", false): self = .chooseAlertButton(rest)
    case ("tab", false): self = .selectTab(rest)
    case ("open", false):
      guard let url = URL(string: rest) else { return nil }
      self = .openURL(url)
    case ("type", false):
      guard let (field, text) = Self.splitField(rest) else { return nil }
      self = .type(field: field, text: text)
    default: return nil
    }
  }

  /// `"Promo code" SAVE10` or `Code SAVE10` into the field and the text.
  private static func splitField(_ arguments: String) -> (String, String)? {
    if arguments.hasPrefix("\"") {
      let afterQuote = arguments.dropFirst()
      guard let close = afterQuote.firstIndex(of: "\"") else { return nil }
      let text = afterQuote[afterQuote.index(after: close)...]
      return (String(afterQuote[..<close]), text.trimmingCharacters(in: .whitespaces))
    }
    let field = arguments.prefix { $0 != " " }
    let text = arguments.dropFirst(field.count).trimmingCharacters(in: .whitespaces)
    return (String(field), text)
  }
}
