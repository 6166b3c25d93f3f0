extension Reducer where Action: CasePathable {
  /// Runs `wrapped` on optional child state while it is present.
  ///
  /// The child runs before the parent, so the parent sees the child's state after its action.
  /// As in TCA, the child's effects are cancelled when the parent (in this reduce) clears the
  /// child or gives it another identity: a new `id` for `Identifiable` state, another case for
  /// an enum. Its cancellation ids are its own: `.cancel(id:)` in one child instance never
  /// reaches another's. An action for an absent child is reported, not crashed on.
  ///
  /// Like TCA's, this operator keeps no record of the child between actions, so a reducer
  /// composed outside it (before or after) that clears the child does not cancel the child's
  /// effects; present through `@Presents` and `ifLet(\.$child, …)` for that.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped> {
    var reducer = _IfLetReducer<Self, Wrapped>(
      parent: self._makeReduce(),
      child: wrapped()._makeReduce(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      keyPath: toWrappedState,
      identity: _NavigationIdentity(),
      cancelChild: ._cancelNavigation(NavigationID(toWrappedState)),
      location: "\(fileID):\(line)"
    )
    // Made here, in inlinable code, so the reduce a store calls is specialized for the
    // feature's types; a store's own machinery only sees it unspecialized.
    let built = reducer
    reducer.specialized = { built.reduce(into: &$0, action: $1) }
    return reducer
  }
}

public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Parent.Action: CasePathable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// The child's place in its parent, erased once: the reduce below runs for every action.
  @usableFromInline let keyPath: AnyKeyPath
  /// Reads the child's identity; decided once for the child's state type.
  @usableFromInline let identity: _NavigationIdentity<Child.State>
  /// Cancels a child with no identity beyond presence; built once, returned at each hide.
  @usableFromInline let cancelChild: Effect<Parent.Action>
  @usableFromInline let location: String
  /// Whether the child has no identity beyond presence; read on every action.
  @usableFromInline let isPresenceOnly: Bool
  /// This reducer's reduce, specialized where the operator was applied.
  @usableFromInline var specialized: ((inout Parent.State, Parent.Action) -> Effect<Parent.Action>)?

  @usableFromInline init(
    parent: @escaping (inout Parent.State, Parent.Action) -> Effect<Parent.Action>,
    child: @escaping (inout Child.State, Child.Action) -> Effect<Child.Action>,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    keyPath: AnyKeyPath,
    identity: _NavigationIdentity<Child.State>,
    cancelChild: Effect<Parent.Action>,
    location: String
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.keyPath = keyPath
    self.identity = identity
    self.cancelChild = cancelChild
    self.location = location
    self.isPresenceOnly = identity.isPresenceOnly
  }

  /// The specialized reduce when the operator made one.
  public func _makeReduce() -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action> {
    specialized ?? { self.reduce(into: &$0, action: $1) }
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if state[keyPath: toChildState] != nil {
        let id: NavigationID
        if isPresenceOnly {
          id = NavigationID(keyPath)
        } else {
          id = identity.navigationID(state[keyPath: toChildState]!, at: keyPath)
        }
        let embed = toChildAction
        childEffects = child(&state[keyPath: toChildState]!, childAction)
          .map { embed.embed($0) }
          ._navigation(id)
      } else {
        reportIssue(
          """
          An "ifLet" at "\(location)" received a child action when child state was "nil". \
          Action: \(action). The action was ignored; send child actions only while the child \
          is shown.
          """)
      }
    }
    if isPresenceOnly {
      // A child with no identity beyond presence: only its disappearance matters.
      let wasPresent = state[keyPath: toChildState] != nil
      let parentEffects = parent(&state, action)
      if wasPresent && state[keyPath: toChildState] == nil {
        return .merge(childEffects, parentEffects, cancelChild)
      }
      return childEffects.merge(with: parentEffects)
    }
    let before = state[keyPath: toChildState].map { identity($0) }
    let parentEffects = parent(&state, action)
    guard let before else { return childEffects.merge(with: parentEffects) }
    let after = state[keyPath: toChildState].map { identity($0) }
    if after != before {
      // Cleared or replaced: the old child's work stops, a new one starts clean.
      return .merge(
        childEffects, parentEffects,
        ._cancelNavigation(NavigationID(keyPath, identity: before)))
    }
    return childEffects.merge(with: parentEffects)
  }
}
