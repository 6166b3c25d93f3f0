/// State that is shown until the user answers it, with no logic of its own: an alert, a
/// confirmation dialog. TCA's `_EphemeralState`.
///
/// `ifLet` clears a presented ephemeral child after any of its actions (the user tapped a
/// button), and such a child starts no effects, so it has none to cancel.
public protocol _EphemeralState<Action> {
  /// The actions the buttons send.
  associatedtype Action
}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Tells whether a presented child is ephemeral, directly or as the case a destination enum
/// is in (`case alert(AlertState<Alert>)`), and whether an action is one of its buttons'.
@usableFromInline
enum Ephemeral {
  /// The ephemeral state `state` is or holds, if any.
  @usableFromInline static func state(in state: Any) -> (any _EphemeralState)? {
    if let ephemeral = state as? any _EphemeralState { return ephemeral }
    guard let payload = Mirror(reflecting: state).children.first?.value else { return nil }
    return payload as? any _EphemeralState
  }

  /// Whether `action` is a button action of `ephemeral`: the action itself, or the case of a
  /// destination's action enum carrying it.
  @usableFromInline static func canSend(_ action: Any, to ephemeral: some _EphemeralState) -> Bool {
    accepts(action, type(of: ephemeral))
  }

  private static func accepts<E: _EphemeralState>(_ action: Any, _: E.Type) -> Bool {
    if action is E.Action { return true }
    return Mirror(reflecting: action).children.first?.value is E.Action
  }

  /// Whether state of this type can never be ephemeral, decided without a value: a struct that
  /// is not itself ephemeral.
  static func isNever<State>(_ type: State.Type) -> Bool {
    !(type is any _EphemeralState.Type) && !EnumTag.isEnum(type)
  }
}
