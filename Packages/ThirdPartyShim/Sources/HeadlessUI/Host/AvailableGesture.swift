/// A gesture the current screen allows, as data: what a terminal app lists as commands and a
/// test asserts on. Its description is the command to type (`tap Buy`, `type Code <text>`).
public enum AvailableGesture: Hashable, Sendable, CustomStringConvertible {
  /// Tap the button with this label, in the content or the toolbar.
  case tap(String)
  /// Type into the field with this title; the text is the person's to choose.
  case type(field: String)
  /// Flip the toggle with this label.
  case toggle(String)
  /// Swipe back: offered whenever something is pushed on the top stack.
  case back
  /// Pop the top stack to its root, as a long press on the back button does.
  case popToRoot
  /// Swipe the top sheet down.
  case dismissSheet
  /// Choose this button of the alert on screen; while an alert is up, only its buttons (and a
  /// deep link) are offered.
  case chooseAlertButton(String)
  /// Select the tab with this title.
  case selectTab(String)
  /// Open a deep link: offered when a view on screen handles `onOpenURL`.
  case openURL

  /// The command a person types for it (`tap Buy`, `type Code <text>`), so the list under a frame
  /// is also the help.
  public var description: String {
    switch self {
    case let .tap(label): "tap \(label)"
    case let .type(field): "type \(field.contains(" ") ? "\"\(field)\"" : field) <text>"
    case let .toggle(label): "toggle \(label)"
    case .back: "back"
    case .popToRoot: "root"
    case .dismissSheet: "dismiss"
    case let .chooseAlertButton(label): "alert \(label)"
    case let .selectTab(label): "tab \(label)"
    case .openURL: "open <url>"
    }
  }
}
