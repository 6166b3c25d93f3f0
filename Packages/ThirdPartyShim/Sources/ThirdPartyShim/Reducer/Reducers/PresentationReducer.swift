extension Reducer where Action: CasePathable {
  /// Runs `destination` on a presented child (`@Presents`) while it is shown.
  ///
  /// `.dismiss` clears the child after the parent has seen it; clearing the child, by
  /// `.dismiss` or by the parent, cancels the child's in-flight effects.
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
      dismissesAfterChildAction: false,
      location: "\(fileID):\(line)"
    )
  }

  /// Wires an alert: any button action dismisses it after the parent has handled it.
  public func ifLet<AlertAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<AlertState<AlertAction>>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<AlertAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<AlertState<AlertAction>, AlertAction>> {
    _PresentationReducer(
      parent: self._makeReduce(),
      child: EmptyReducer<AlertState<AlertAction>, AlertAction>()._makeReduce(),
      toChildState: toPresentationState,
      toPresentationAction: Action.casePath(toPresentationAction),
      dismissesAfterChildAction: true,
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
  let toChildState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  /// The optional inside the slot; built once, since appending key paths allocates.
  let slot: WritableKeyPath<Parent.State, Child.State?>
  let id: NavigationID
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  let dismissesAfterChildAction: Bool
  let location: String

  init(
    parent: @escaping (inout Parent.State, Parent.Action) -> Effect<Parent.Action>,
    child: @escaping (inout Child.State, Child.Action) -> Effect<Child.Action>,
    toChildState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>,
    dismissesAfterChildAction: Bool,
    location: String
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.slot = toChildState.appending(path: \PresentationState<Child.State>.wrappedValue)
    self.id = NavigationID(toChildState)
    self.toPresentationAction = toPresentationAction
    self.dismissesAfterChildAction = dismissesAfterChildAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let presentationAction = toPresentationAction.extract(action)
    var childEffects = Effect<Parent.Action>.none
    if case let .presented(childAction) = presentationAction {
      if state[keyPath: slot] != nil {
        let embed = toPresentationAction
        childEffects = child(&state[keyPath: slot]!, childAction)
          .namespaced(id)
          .map { embed.embed(.presented($0)) }
          .cancellable(id: id)
      } else {
        reportRuntimeWarning(
          """
          An "ifLet" at "\(location)" received a presentation action when destination state \
          was absent. Action: \(action). The action was ignored.
          """)
      }
    }
    let wasPresent = state[keyPath: slot] != nil
    let parentEffects = parent(&state, action)
    if case .dismiss = presentationAction {
      state[keyPath: slot] = nil
    } else if case .presented = presentationAction, dismissesAfterChildAction {
      state[keyPath: slot] = nil
    }
    if wasPresent && state[keyPath: slot] == nil {
      return .merge(childEffects, parentEffects, .cancel(id: id))
    }
    return childEffects.merge(with: parentEffects)
  }
}
