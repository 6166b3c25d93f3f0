extension Reducer where Action: CasePathable {
  /// Runs `destination` on a presented child (`@Presents`) while it is shown.
  ///
  /// As in TCA: the child runs before the parent; `.dismiss` clears the child after the
  /// parent has seen it; the child's effects are cancelled when it is cleared or replaced (a
  /// new `id`, another destination case), by the parent or by any reducer outside this one
  /// (noticed at the next action this reduces, since the presented id is kept in the state).
  /// The child reads `@Dependency(\.dismiss)` to dismiss itself. An ephemeral child (an
  /// alert, a confirmation dialog, or a destination case holding one) is cleared after any of
  /// its actions.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      parent: self._makeReduce(),
      child: StoreLaunch._nest(
        { (step: @escaping (inout DestinationState) -> Void) -> (inout State) -> Void in
          {
            if $0[keyPath: toPresentationState].wrappedValue != nil {
              step(&$0[keyPath: toPresentationState].wrappedValue!)
            }
          }
        },
        location: "\(fileID):\(line)"
      ) { destination()._makeReduce() },
      toChildState: toPresentationState,
      toPresentationAction: Action.casePath(toPresentationAction),
      location: "\(fileID):\(line)"
    )
  }

  /// Wires an alert or a confirmation dialog: any button action clears it after the parent
  /// has handled it.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      parent: self._makeReduce(),
      child: EmptyReducer<DestinationState, DestinationAction>()._makeReduce(),
      toChildState: toPresentationState,
      toPresentationAction: Action.casePath(toPresentationAction),
      location: "\(fileID):\(line)"
    )
  }
}

public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer
where Parent.Action: CasePathable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  /// The optional inside the slot, and the presented id beside it; built once, since
  /// appending key paths allocates.
  let slot: WritableKeyPath<Parent.State, Child.State?>
  let presentedID: WritableKeyPath<Parent.State, NavigationID?>
  let identity: _NavigationIdentity<Child.State>
  /// False for a child type that can never be an alert or a dialog: no check per action.
  let mayBeEphemeral: Bool
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  let location: String

  init(
    parent: @escaping (inout Parent.State, Parent.Action) -> Effect<Parent.Action>,
    child: @escaping (inout Child.State, Child.Action) -> Effect<Child.Action>,
    toChildState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>,
    location: String
  ) {
    self.parent = parent
    self.child = child
    self.slot = toChildState.appending(path: \PresentationState<Child.State>.wrappedValue)
    self.presentedID = toChildState.appending(path: \PresentationState<Child.State>.presentedID)
    self.identity = _NavigationIdentity()
    self.mayBeEphemeral = !Ephemeral.isNever(Child.State.self)
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  private func navigationID(_ state: Child.State) -> NavigationID {
    identity.navigationID(state, at: slot)
  }

  private func isEphemeral(_ state: Child.State) -> Bool {
    mayBeEphemeral && Ephemeral.state(in: state) != nil
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let initialPresentedID = state[keyPath: presentedID]
    let initialID = state[keyPath: slot].map(navigationID)
    let presentationAction = toPresentationAction.extract(action)
    var childEffects = Effect<Parent.Action>.none
    let parentEffects: Effect<Parent.Action>
    switch (initialID, presentationAction) {
    case (_, nil):
      parentEffects = parent(&state, action)
    case let (id?, .dismiss?):
      parentEffects = parent(&state, action)
      // Dismissed unless the parent already put another child in its place.
      if state[keyPath: slot].map(navigationID) == id { state[keyPath: slot] = nil }
    case let (id?, .presented(childAction)?):
      let ephemeral = mayBeEphemeral ? Ephemeral.state(in: state[keyPath: slot]!) : nil
      let embed = toPresentationAction
      childEffects = DismissEffect._withInstalled(._installed(for: id)) {
        child(&state[keyPath: slot]!, childAction)
      }
      .map { embed.embed(.presented($0)) }
      ._navigation(id, dismiss: embed.embed(.dismiss))
      parentEffects = parent(&state, action)
      if let ephemeral, Ephemeral.canSend(childAction, to: ephemeral),
        state[keyPath: slot].map(navigationID) == id
      {
        state[keyPath: slot] = nil
      }
    case (nil, _?):
      reportRuntimeWarning(
        """
        An "ifLet" at "\(location)" received a presentation action when destination state \
        was absent. Action: \(action). The action was ignored: nothing is presented, so \
        there is nothing to dismiss or to send to.
        """)
      parentEffects = parent(&state, action)
    }
    let currentID = state[keyPath: slot].map(navigationID)
    guard initialPresentedID != currentID else { return childEffects.merge(with: parentEffects) }
    return childEffects.merge(with: parentEffects)
      .merge(with: updatePresentation(from: initialPresentedID, initialID: initialID, in: &state))
  }

  /// Records what is presented now and cancels what is no longer presented, as TCA does with
  /// the presented id it keeps in the state.
  private func updatePresentation(
    from initialPresentedID: NavigationID?, initialID: NavigationID?,
    in state: inout Parent.State
  ) -> Effect<Parent.Action> {
    let current = state[keyPath: slot]
    let currentID = current.map(navigationID)
    let changed = initialPresentedID != currentID
    var cancel = Effect<Parent.Action>.none
    // As in TCA, the recorded child is cancelled when it is gone, or when this action (not a
    // reducer outside, before this one ran) replaced it. Only a non-ephemeral child is ever
    // recorded, so a child that matches the record is not ephemeral.
    if changed, let presented = initialPresentedID, initialID.map({ $0 == presented }) ?? true {
      cancel = ._cancelNavigation(presented)
    }
    if changed, current == nil { state[keyPath: presentedID] = nil }
    if changed || state[keyPath: presentedID] == nil, let current, !isEphemeral(current) {
      state[keyPath: presentedID] = currentID
    }
    return cancel
  }
}
