/// What can happen to a navigation stack: one of its screens sends an action, the screens from
/// one up are popped (a back button, a swipe), or a screen is pushed with its state. TCA's
/// `StackAction`, which `forEach(\.path, action: \.path)` routes.
public enum StackAction<State, Action>: CasePathable {
  /// An action of the screen with this id; it reaches that screen only while it is shown.
  indirect case element(id: StackElementID, action: Action)
  /// The screen with this id and every screen above it leave; their effects are cancelled.
  case popFrom(id: StackElementID)
  /// A screen is pushed on top under this id, which must be the stack's next one in a test.
  case push(id: StackElementID, state: State)
}

/// `StackActionOf<Path>`: a stack action of a feature's domain, as TCA spells it.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction.AllCasePaths {
  /// The actions of one screen, by id: `\.path[id: 0]`, as TCA's case paths name them.
  public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
    AnyCasePath(
      embed: { StackAction.element(id: id, action: $0) },
      extract: { if case .element(id, let action) = $0 { action } else { nil } }
    )
  }
}
