/// A confirmation dialog (an action sheet) as state: a feature asks "Delete the list?" by
/// assigning one; tests compare it. Shaped as TCA's (swift-navigation's)
/// `ConfirmationDialogState`.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Derived from the title and message, so an expected dialog in a test equals the reducer's.
  public let id: Int
  /// Whether the title is shown: the platform decides by default.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility
  /// The dialog's headline.
  public var title: TextState
  /// The explanation under the title, if any.
  public var message: TextState?
  /// The buttons in the order they are shown.
  public var buttons: [ButtonState<Action>]

  /// A dialog as TCA writes one: the title, the buttons, then the message, each in a closure.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.message = message?()
    self.buttons = actions()
    var hasher = Hasher()
    hasher.combine(self.title)
    hasher.combine(self.message)
    self.id = hasher.finalize()
  }
}

/// When a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Sendable, Hashable {
  /// As the platform shows dialogs by default.
  case automatic
  /// Never.
  case hidden
  /// Always.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
