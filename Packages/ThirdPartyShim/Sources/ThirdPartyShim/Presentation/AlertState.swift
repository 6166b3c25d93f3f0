/// Text in an alert or a button, as a plain value tests compare.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public var string: String
  public init(_ string: String) { self.string = string }
  public init(stringLiteral value: String) { self.string = value }
  public var description: String { string }
}

/// A button of an alert: its label, role and the action it sends.
public struct ButtonState<Action>: Identifiable {
  public enum Role: Sendable, Hashable { case cancel, destructive }

  public let id: Int
  public var role: Role?
  public var action: Action?
  public var label: TextState

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
  public let id: Int
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

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
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}
