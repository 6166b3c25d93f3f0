/// A gesture the current screen allows, as data: what a terminal app lists as commands and a
/// test asserts on. Its description is the command to type (`tap Buy`, `type Code <text>`).
public enum AvailableGesture: Hashable, Sendable, CustomStringConvertible {
  case tap(String)
  case type(field: String)
  case toggle(String)
  case back
  case popToRoot
  case dismissSheet
  case chooseAlertButton(String)
  case selectTab(String)
  case openURL

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
