/// Text in an alert or a button, as a plain value tests compare.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The text shown.
  public var string: String
  /// Text from a string, as TCA's `TextState("Payment failed")`.
  public init(_ string: String) { self.string = string }
  /// Lets a label be written as a string literal.
  public init(stringLiteral value: String) { self.string = value }
  /// The text itself, so headless frames and test diffs read it plainly.
  public var description: String { string }
}

/// A button of an alert: its label, role and the action it sends.
public struct ButtonState<Action>: Identifiable {
  /// What a button means, which decides how the view styles and places it.
  public enum Role: Sendable, Hashable {
    /// Leaves without doing anything; shown apart from the other buttons.
    case cancel
    /// Destroys something (a delete); shown as a warning.
    case destructive
  }

  /// Derived from the role and label, so the same button is the same in two states and a test's
  /// expected alert compares equal to the reducer's.
  public let id: Int
  /// `.cancel` or `.destructive`, or none: how the view styles and places the button.
  public var role: Role?
  /// The action the alert sends when the button is chosen; none just dismisses.
  public var action: Action?
  /// What the button says.
  public var label: TextState

  /// A button, as TCA writes it:
  /// `ButtonState(role: .cancel, action: .cancelPayment) { TextState("Cancel") }`.
  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
    self.id = Self.hashID(role: role, label: self.label)
  }

  private static func hashID(role: Role?, label: TextState) -> Int {
    var hasher = Hasher()
    hasher.combine(role)
    hasher.combine(label)
    return hasher.finalize()
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

/// An alert as state: a feature decides to alert by assigning one; tests compare it.
public struct AlertState<Action>: Identifiable {
  /// Derived from the title and message, so an expected alert in a test equals the reducer's.
  public let id: Int
  /// The alert's headline.
  public var title: TextState
  /// The explanation under the title, if any.
  public var message: TextState?
  /// The buttons in the order they are shown.
  public var buttons: [ButtonState<Action>]

  /// An alert as TCA writes one: the title, the buttons, then the message, each in a closure.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.message = message?()
    self.buttons = actions()
    var hasher = Hasher()
    hasher.combine(self.title)
    hasher.combine(self.message)
    self.id = hasher.finalize()
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

/// Lists an alert's buttons.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Joins the buttons listed in the builder, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// Makes one listed button a list of one.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  /// A button under `if` that is false adds nothing.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  /// The buttons of an `if` branch that was taken.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// The buttons of an `else` branch that was taken.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}
