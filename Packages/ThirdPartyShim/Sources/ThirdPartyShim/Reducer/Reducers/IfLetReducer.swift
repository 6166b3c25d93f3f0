extension Reducer where Action: CasePathable {
  /// Runs `wrapped` on optional child state while it is present.
  ///
  /// The child runs before the parent, so the parent sees the child's state after its action.
  /// When the parent sets the child state to `nil`, the child's in-flight effects are cancelled.
  /// An action for an absent child is reported, not crashed on.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self._makeReduce(),
      child: StoreLaunch._nest(
        { (step: @escaping (inout WrappedState) -> Void) -> (inout State) -> Void in
          { if $0[keyPath: toWrappedState] != nil { step(&$0[keyPath: toWrappedState]!) } }
        },
        location: "\(fileID):\(line)"
      ) { wrapped()._makeReduce() },
      toChildState: toWrappedState,
      toChildAction: Action.casePath(toWrappedAction),
      id: NavigationID(toWrappedState),
      identity: _ChildIdentity.of(WrappedState.self),
      location: "\(fileID):\(line)"
    )
  }
}

/// Identifies the effects of one optional child, so they can be cancelled together.
public struct NavigationID: Hashable, @unchecked Sendable {
  // Unchecked: a key path literal captures nothing mutable.
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Parent.Action: CasePathable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// The child's cancellation id, made once: the reduce below runs for every action.
  @usableFromInline let id: NavigationID
  /// The child's `id`, when its state is `Identifiable`: a new one means a replaced child.
  @usableFromInline let identity: ((Child.State) -> AnyHashable)?
  @usableFromInline let location: String

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(action) {
      if state[keyPath: toChildState] != nil {
        let embed = toChildAction
        childEffects = child(&state[keyPath: toChildState]!, childAction)
          .namespaced(id)
          .map { embed.embed($0) }
          .cancellable(id: id)
      } else {
        reportRuntimeWarning(
          """
          An "ifLet" at "\(location)" received a child action when child state was "nil". \
          Action: \(action). The action was ignored; send child actions only while the child \
          is shown.
          """)
      }
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let identityBefore = identity.flatMap { read in state[keyPath: toChildState].map(read) }
    let parentEffects = parent(&state, action)
    if wasPresent && state[keyPath: toChildState] == nil {
      return .merge(childEffects, parentEffects, .cancel(id: id))
    }
    if let identityBefore, let identity, let now = state[keyPath: toChildState],
      identity(now) != identityBefore
    {
      // Replaced: the old child's work stops, the new one starts clean.
      return .merge(childEffects, parentEffects, .cancel(id: id))
    }
    return childEffects.merge(with: parentEffects)
  }
}
