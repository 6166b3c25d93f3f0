import Foundation
import HeadlessUI

/// Turns a typed line into a `Command`. Gesture syntax is the view layer's
/// (`Gesture(command:)`); this adds short forms for people at a keyboard, the shell's own
/// commands, and the running app's custom ones.
///
/// | typed                          | command                                  |
/// | ------------------------------ | ---------------------------------------- |
/// | `tap Buy`, `t Buy`             | tap the button labelled “Buy”            |
/// | `type Code SAVE10`, `y …`      | type into a field (`"Promo code"` quoted)|
/// | `back`/`b`, `root`/`r`         | swipe back, pop to the root              |
/// | `dismiss`/`d`                  | swipe the top sheet down                 |
/// | `alert Cancel`, `a Cancel`     | choose an alert button                   |
/// | `tab Settings`                 | select a tab                             |
/// | `open URL`, `o URL`            | open a deep link                         |
/// | `2`                            | the 2nd gesture listed under the frame   |
/// | `show`/`s`, `show nav`/`nav`/`n` | redraw; print the navigation state     |
/// | `expect TEXT`                  | fail unless the screen contains TEXT     |
/// | `help`/`h`/`?`, `quit`/`q`     |                                          |
public struct CommandParser: Sendable {
  public let customCommands: [CustomCommand]

  public init(customCommands: [CustomCommand] = []) {
    self.customCommands = customCommands
  }

  /// The command on `line`; `nil` for a blank line or a `#` comment.
  public func parse(_ line: String) throws(CommandError) -> Command? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let verb = String(trimmed.prefix { $0 != " " })
    let rest = trimmed.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
    let lowered = verb.lowercased()

    if let number = Int(verb), rest.isEmpty {
      guard number > 0 else { throw CommandError("Gestures are numbered from 1.") }
      return .numbered(number)
    }
    switch lowered {
    case "help", "h", "?": return try noArgument(.help, verb, rest)
    case "quit", "q", "exit": return try noArgument(.quit, verb, rest)
    case "nav", "n": return try noArgument(.showNavigation, verb, rest)
    case "show", "s", "look":
      switch rest.lowercased() {
      case "": return .show
      case "nav", "navigation": return .showNavigation
      default: throw CommandError("`show` takes nothing or `nav`: `show`, `show nav`.")
      }
    case "expect":
      guard !rest.isEmpty else {
        throw CommandError("`expect` needs the text to look for: `expect Receipt`.")
      }
      return .expect(Self.unquoted(rest))
    default: break
    }
    if let custom = customCommands.first(where: { $0.names.contains(lowered) }) {
      return .custom(name: custom.names[0], argument: rest)
    }
    guard let full = Self.gestureVerbs[lowered] else {
      throw CommandError("Unknown command “\(verb)”. Type `help` for the commands.")
    }
    let takesArgument = !["back", "root", "dismiss"].contains(full)
    if takesArgument && rest.isEmpty {
      throw CommandError(
        "`\(full)` needs \(Self.argumentName[full] ?? "an argument"): \(Self.example[full] ?? full).")
    }
    if !takesArgument && !rest.isEmpty {
      throw CommandError("`\(full)` takes no argument.")
    }
    let argument = full == "type" ? rest : Self.unquoted(rest)
    guard let gesture = Gesture(command: argument.isEmpty ? full : "\(full) \(argument)") else {
      throw CommandError("Could not read “\(trimmed)”. Example: \(Self.example[full] ?? full).")
    }
    return .gesture(gesture)
  }

  private func noArgument(_ command: Command, _ verb: String, _ rest: String) throws(CommandError)
    -> Command
  {
    guard rest.isEmpty else { throw CommandError("`\(verb)` takes no argument.") }
    return command
  }

  /// `"Try again"` → `Try again`: labels may be quoted in scripts for readability.
  static func unquoted(_ text: String) -> String {
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  /// Every spelling of a gesture verb, to the view layer's own verb.
  static let gestureVerbs: [String: String] = [
    "tap": "tap", "t": "tap",
    "type": "type", "y": "type",
    "toggle": "toggle",
    "back": "back", "b": "back",
    "root": "root", "r": "root",
    "dismiss": "dismiss", "d": "dismiss",
    "alert": "alert", "a": "alert",
    "tab": "tab",
    "open": "open", "o": "open",
  ]

  private static let argumentName = [
    "tap": "a button label", "type": "a field and the text", "toggle": "a toggle label",
    "alert": "an alert button label", "tab": "a tab name", "open": "a URL",
  ]

  private static let example = [
    "tap": "tap Buy", "type": "type Code SAVE10", "toggle": "toggle Notify",
    "alert": "alert Cancel", "tab": "tab Settings", "open": "open shop://checkout/coffee-grinder",
  ]
}
