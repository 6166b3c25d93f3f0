/// Applies the binding writes a view sends: put `BindingReducer()` first in a body, so the
/// reducers after it see the new value and can react (`case .binding(\.name):`).
public struct BindingReducer<State, Action>: Reducer {
  /// It implements `reduce` itself.
  public typealias Body = Never

  private let toBinding: (Action) -> BindingAction<State>?

  /// For a feature whose action has the `binding` case itself.
  public init() where Action: BindableAction, Action.State == State {
    self.toBinding = { $0.binding }
  }

  /// For a feature whose view actions carry the bindings: `BindingReducer(action: \.view)`.
  public init<ViewAction: BindableAction>(action toViewAction: CaseKeyPath<Action, ViewAction>)
  where Action: CasePathable, ViewAction.State == State {
    let casePath = AnyCasePath(toViewAction)
    self.toBinding = { casePath.extract(from: $0)?.binding }
  }

  /// Applies a binding write; any other action passes through untouched.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBinding(action)?.set(&state)
    return .none
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// `store.name = "Blob"` sends `.binding(.set(\.name, "Blob"))`: what a TCA view's
  /// `$store.name` binding does, so the reducer stays the only writer of the state.
  public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>)
    -> Value
  {
    get { state[keyPath: keyPath] }
    set { send(.binding(.set(keyPath, newValue))) }
  }

  /// A binding to a field that sends `.binding(.set(…))` when a control writes it:
  /// `TextField("Name", text: store.binding(\.name))`, the shim's spelling of `$store.name`.
  public func binding<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<State, Value>)
    -> Binding<Value>
  {
    Binding(
      get: { self.state[keyPath: keyPath] },
      set: { self.send(.binding(.set(keyPath, $0))) })
  }
}
