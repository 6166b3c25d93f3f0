extension Reducer where Action: CasePathable, State: CasePathable {
  /// Runs `child` on one case of this feature's enum state while the state is that case:
  /// TCA's `ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedInFeature() }`.
  ///
  /// The child runs before the parent, so the parent sees the child's state after its action
  /// and can move to another case without the child missing it. When the state leaves the case
  /// (or, for an `Identifiable` payload, becomes another child with a new `id`) the child's
  /// in-flight effects are cancelled, when the reducer it is attached to made the change. An
  /// action for the case while the state is another is reported, not crashed on.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case> {
    let toChildState = AnyCasePath(toCaseState)
    return _IfCaseLetReducer(
      parent: self._makeReduce(),
      child: `case`()._makeReduce(),
      toChildState: toChildState,
      toChildAction: AnyCasePath(toCaseAction),
      id: NavigationID(toCaseState),
      identity: _ChildIdentity.of(CaseState.self),
      location: "\(fileID):\(line)"
    )
  }
}

/// The reducer `ifCaseLet(_:action:then:)` returns.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Parent.Action: CasePathable {
  /// The parent's state, which holds the enum case's child.
  public typealias State = Parent.State
  /// The parent's actions, one case of which carries the child's.
  public typealias Action = Parent.Action
  let parent: (inout State, Action) -> Effect<Action>
  let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  let toChildState: AnyCasePath<State, Child.State>
  let toChildAction: AnyCasePath<Action, Child.Action>
  /// The case's navigation id, made once: the reduce below runs for every action. Its child's
  /// cancellation ids are scoped by it, and leaving the case cancels everything under it.
  let id: NavigationID
  /// The child's `id`, when its state is `Identifiable`: a new one means another child.
  let identity: ((Child.State) -> AnyHashable)?
  let location: String

  /// Runs the child first where the action is for it, then the parent, and cancels the effects
  /// of a child whose case was left or replaced.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let childEffects = reduceChild(&state, action: action)
    let before = self.presence(in: state)
    let parentEffects = parent(&state, action)
    guard let before, before != presence(in: state) else {
      return childEffects.merge(with: parentEffects)
    }
    // The case was left or holds another child: the old child's work stops.
    return .merge(childEffects, parentEffects, ._cancelNavigation(id))
  }

  /// Whether the state is the case (`nil` when not), and which child it holds when that can be
  /// told (the inner value: the child's `id`, or `nil` for a child that is not `Identifiable`).
  private func presence(in state: State) -> AnyHashable?? {
    guard let child = toChildState.extract(from: state) else { return nil }
    return .some(identity?(child))
  }

  private func reduceChild(_ state: inout State, action: Action) -> Effect<Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportIssue(
        """
        An "ifCaseLet" at "\(location)" received a child action when child state was set to a \
        different case. Action: \(action). State: \(state). The action was ignored; send the \
        case's actions only while the state is that case, and cancel its long-running effects \
        before leaving it.
        """)
      return .none
    }
    let effects = child(&childState, childAction)
    state = toChildState.embed(childState)
    let embed = toChildAction
    return effects.map { embed.embed($0) }._navigation(id)
  }
}
