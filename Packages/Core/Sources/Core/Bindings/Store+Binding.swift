import ThirdPartyShim

extension Store {
  /// A binding that reads `get` from the state and sends `send(newValue)` when a container
  /// writes it: the plain form of `$store.….sending(_:)`, for a selection or a typed path.
  ///
  /// ```swift
  /// TabView(selection: store.binding(get: \.tab, send: { .tab(.select($0)) })) { … }
  /// NavigationStack(path: store.binding(get: \.path, send: { .nav(.setPath($0)) })) { … }
  /// ```
  public func binding<Value>(
    get: KeyPath<State, Value>, send: @escaping @MainActor (Value) -> Action
  ) -> Binding<Value> {
    Binding(
      get: { self.state[keyPath: get] },
      set: { self.send(send($0)) })
  }
}

extension Store where Action: CasePathable {
  /// A binding that sends the action `send` names: `store.binding(get: \.tab, send: \.tabSelected)`.
  public func binding<Value>(
    get: KeyPath<State, Value>, send: CaseKeyPath<Action, Value>
  ) -> Binding<Value> {
    let casePath = AnyCasePath(send)
    return binding(get: get) { casePath.embed($0) }
  }
}
