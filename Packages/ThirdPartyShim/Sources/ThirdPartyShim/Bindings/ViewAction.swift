/// An action whose view-facing cases sit under one `view` case: `case view(View)`. A store of
/// such a feature sends a view's binding writes as `.view(.binding(.set(…)))` when the view
/// action is `BindableAction`. TCA's `@ViewAction(for:)` macro, which lets a view write
/// `send(.tapped)`, has no stand-in here: views send `.view(.tapped)`.
public protocol ViewAction<ViewAction> {
  /// The actions a view may send.
  associatedtype ViewAction
  /// Wraps a view's action: the enum's `view` case.
  static func view(_ action: ViewAction) -> Self
}

extension Store
where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
  /// `store.name = "Blob"` sends `.view(.binding(.set(\.name, "Blob")))`.
  public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>)
    -> Value
  {
    get { state[keyPath: keyPath] }
    set { send(.view(.binding(.set(keyPath, newValue)))) }
  }
}
