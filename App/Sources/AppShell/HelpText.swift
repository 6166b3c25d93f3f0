import HeadlessUI

/// What `help` prints: the command language, the app's own commands, and the gestures the
/// current screen allows, so the answer to “what can I do now?” is always one word away.
public enum HelpText {
  public static let commands = """
    Gestures (what a finger does; each goes through the screen's own button or binding):
      tap LABEL        t    tap a button (content or toolbar)        tap Buy
      type FIELD TEXT  y    type into a field; quote a label with spaces: type "Promo code" SAVE10
      toggle LABEL          flip a toggle
      back             b    swipe back one screen
      root             r    pop to the root of the stack
      dismiss          d    swipe the top sheet down
      alert BUTTON     a    choose an alert button                    alert Cancel
      tab NAME              select a tab                              tab Settings
      open URL         o    open a deep link, as the system does      open shop://checkout/coffee-grinder
      N                     the Nth gesture listed under the frame    2
    Looking:
      show             s    draw the screen again
      show nav         n    the navigation state: stack items, presentation stages
      expect TEXT           fail unless the screen shows TEXT (for scripts)
    Session:
      help             h ?  this text
      quit             q    leave
    """

  static func text(custom: [CustomCommand], now: [AvailableGesture]) -> String {
    var lines = [commands]
    if !custom.isEmpty {
      lines.append("This app adds:")
      for command in custom.sorted(by: { $0.usage < $1.usage }) {
        lines.append(
          "  " + command.usage.padding(toLength: 21, withPad: " ", startingAt: 0) + command.summary)
      }
    }
    let list = now.isEmpty ? "(none)" : now.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: "  ")
    lines.append("Possible now: " + list)
    return lines.joined(separator: "\n")
  }
}
