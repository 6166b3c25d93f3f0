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
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer<Self, Destination>(
      parent: self._makeReduce(),
      child: destination()._makeReduce(),
      toChildState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: "\(fileID):\(line)"
    )
    .specialized()
  }

  /// Wires an alert or a confirmation dialog: any button action clears it after the parent
  /// has handled it.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>(
      parent: self._makeReduce(),
      child: EmptyReducer<DestinationState, DestinationAction>()._makeReduce(),
      toChildState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: "\(fileID):\(line)"
    )
    .specialized()
  }
}

public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer
where Parent.Action: CasePathable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  /// The optional inside the slot, and the presented id beside it; built once, since
  /// appending key paths allocates.
  @usableFromInline let slot: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let presentedID: WritableKeyPath<Parent.State, NavigationID?>
  @usableFromInline let identity: _NavigationIdentity<Child.State>
  /// The child's navigation id when its state has no identity beyond presence: then it is
  /// the same for every child, made once.
  @usableFromInline let presenceID: NavigationID?
  /// Cancels a child with no identity beyond presence; built once.
  @usableFromInline let cancelPresence: Effect<Parent.Action>?
  /// The dismissal installed for the last child that ran, reused while it stays presented.
  @usableFromInline let dismissals = DismissalCache()
  /// False for a child type that can never be an alert or a dialog: no check per action.
  @usableFromInline let mayBeEphemeral: Bool
  @usableFromInline let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  @usableFromInline let location: String

  /// This reducer's reduce, specialized where the operator was applied.
  @usableFromInline var specializedReduce: ((inout Parent.State, Parent.Action) -> Effect<Parent.Action>)?

  @usableFromInline init(
    parent: @escaping (inout Parent.State, Parent.Action) -> Effect<Parent.Action>,
    child: @escaping (inout Child.State, Child.Action) -> Effect<Child.Action>,
    toChildState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>,
    location: String
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.slot = toChildState.appending(path: \PresentationState<Child.State>.wrappedValue)
    self.presentedID = toChildState.appending(path: \PresentationState<Child.State>.presentedID)
    let identity = _NavigationIdentity<Child.State>()
    self.identity = identity
    self.presenceID = identity.isPresenceOnly ? NavigationID(slot) : nil
    self.cancelPresence = presenceID.map { ._cancelNavigation($0) }
    self.mayBeEphemeral = !Ephemeral.isNever(Child.State.self)
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  /// Keeps a reduce made here, in the inlinable code of the operator, so the one a store calls
  /// is specialized for the feature's types.
  @inlinable func specialized() -> Self {
    var reducer = self
    reducer.specializedReduce = { self.reduce(into: &$0, action: $1) }
    return reducer
  }

  /// The specialized reduce when the operator made one.
  public func _makeReduce() -> (inout Parent.State, Parent.Action) -> Effect<Parent.Action> {
    specializedReduce ?? { self.reduce(into: &$0, action: $1) }
  }

  /// The navigation id of `child`, if one is presented.
  @inlinable func id(of child: Child.State?) -> NavigationID? {
    if let presenceID { return child == nil ? nil : presenceID }
    guard let child else { return nil }
    return identity.navigationID(child, at: slot)
  }

  @usableFromInline func isEphemeral(_ state: Child.State) -> Bool {
    mayBeEphemeral && Ephemeral.state(in: state) != nil
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let presentationAction = toPresentationAction.extract(from: action)
    // One read of the slot before and one after: this runs for every action of the parent.
    let initial = state[keyPath: toChildState]
    let initialPresentedID = initial.presentedID
    let initialID = id(of: initial.wrappedValue)
    var childEffects = Effect<Parent.Action>.none
    let parentEffects: Effect<Parent.Action>
    // Set when this reduce emptied the slot and its record in one write.
    var cleared = false
    switch (initialID, presentationAction) {
    case (_, nil):
      parentEffects = parent(&state, action)
    case let (id?, .dismiss?):
      parentEffects = parent(&state, action)
      // Dismissed unless the parent already put another child in its place.
      if self.id(of: state[keyPath: slot]) == id {
        state[keyPath: toChildState] = PresentationState(wrappedValue: nil)
        cleared = true
      }
    case let (id?, .presented(childAction)?):
      let ephemeral = mayBeEphemeral ? initial.wrappedValue.flatMap(Ephemeral.state(in:)) : nil
      var effects = Effect<Child.Action>.none
      DismissEffect._withInstalled(dismissals.effect(for: id)) {
        effects = child(&state[keyPath: slot]!, childAction)
      }
      if !effects.isNone {
        let embed = toPresentationAction
        childEffects = effects.map { embed.embed(.presented($0)) }
          ._navigation(id, dismiss: embed.embed(.dismiss))
      }
      parentEffects = parent(&state, action)
      if let ephemeral, Ephemeral.canSend(childAction, to: ephemeral),
        self.id(of: state[keyPath: slot]) == id
      {
        state[keyPath: toChildState] = PresentationState(wrappedValue: nil)
        cleared = true
      }
    case (nil, _?):
      reportIssue(
        """
        An "ifLet" at "\(location)" received a presentation action when destination state \
        was absent. Action: \(action). The action was ignored: nothing is presented, so \
        there is nothing to dismiss or to send to.
        """)
      parentEffects = parent(&state, action)
    }
    let current = cleared ? nil : state[keyPath: slot]
    let currentID = id(of: current)
    guard initialPresentedID != currentID else { return childEffects.merge(with: parentEffects) }
    return childEffects.merge(with: parentEffects)
      .merge(
        with: updatePresentation(
          from: initialPresentedID, initialID: initialID, current: current,
          currentID: currentID, recorded: cleared, in: &state))
  }

  /// Records what is presented now and cancels what is no longer presented, as TCA does with
  /// the presented id it keeps in the state; called only when the two differ.
  @usableFromInline func updatePresentation(
    from initialPresentedID: NavigationID?, initialID: NavigationID?, current: Child.State?,
    currentID: NavigationID?, recorded: Bool, in state: inout Parent.State
  ) -> Effect<Parent.Action> {
    var cancel = Effect<Parent.Action>.none
    // As in TCA, the recorded child is cancelled when it is gone, or when this action (not a
    // reducer outside, before this one ran) replaced it. Only a non-ephemeral child is ever
    // recorded, so a child that matches the record is not ephemeral.
    if let presented = initialPresentedID, initialID.map({ $0 == presented }) ?? true {
      if let cancelPresence, presented == presenceID {
        cancel = cancelPresence
      } else {
        cancel = ._cancelNavigation(presented)
      }
    }
    // As in TCA, an ephemeral child (an alert) leaves the record as it was: a child it took
    // the place of without this reduce cancelling it is cancelled once the slot is empty.
    if let current {
      if !isEphemeral(current) { state[keyPath: presentedID] = currentID }
    } else if !recorded {
      state[keyPath: presentedID] = nil
    }
    return cancel
  }
}

/// Keeps the `DismissEffect` made for the presented child, so a child's actions do not each
/// make one. Only touched while a store reduces, on its actor.
@usableFromInline
final class DismissalCache: @unchecked Sendable {
  private var id: NavigationID?
  private var cached: DismissEffect?

  @usableFromInline init() {}

  @usableFromInline func effect(for id: NavigationID) -> DismissEffect {
    if let cached, self.id == id { return cached }
    let effect = DismissEffect._installed(for: id)
    self.id = id
    self.cached = effect
    return effect
  }
}
