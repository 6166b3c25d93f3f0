/// Runs a child reducer on a slice of the parent's state, for the actions of one case.
///
/// The case key path is resolved once, here, so sending through a `Scope` costs one extract,
/// one child reduce and one effect map.
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: Reducer {
  /// The parent's state, which the child's slice lives in.
  public typealias State = ParentState
  /// The parent's actions, one case of which carries the child's.
  public typealias Action = ParentAction
  @usableFromInline let toChildState: _ScopedState<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>

  /// Runs `child` on `state`'s slice for the actions of the `action` case, as in TCA:
  /// `Scope(state: \.home, action: \.home) { ShopHomeFeature() }`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()._makeReduce()
  }

  /// Runs `child` on one case of `state`, an enum, for the actions of the `action` case, as
  /// in TCA: `Scope(state: \.child1, action: \.child1) { Child() }` in a `Path` reducer. The
  /// child's changed state is put back in the case; an action that arrives while `state` is
  /// another case is reported and ignored (use `ifCaseLet` where the parent changes the case,
  /// so the child runs first and its effects end with its case).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ParentState: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    let casePath = AnyCasePath(toChildState)
    let location = "\(fileID):\(line)"
    self.toChildState = .casePath(casePath, location: location)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()._makeReduce()
  }

  /// Extracts the child's action, runs the child on its slice and lifts its effects back to
  /// parent actions; other actions pass untouched.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let embed = toChildAction
    switch toChildState {
    case let .keyPath(toChildState):
      return child(&state[keyPath: toChildState], childAction)
        .map { embed.embed($0) }
    case let .casePath(toChildState, location):
      return reduceCase(&state, toChildState, childAction, location).map { embed.embed($0) }
    }
  }

  /// The enum case's child: not inlined, so the key path case above stays as small as before.
  @usableFromInline
  func reduceCase(
    _ state: inout ParentState, _ toChildState: AnyCasePath<ParentState, Child.State>,
    _ childAction: Child.Action, _ location: String
  ) -> Effect<Child.Action> {
    guard var childState = toChildState.extract(from: state) else {
      reportIssue(
        """
        A "Scope" at "\(location)" received a child action when child state was set to a \
        different case. Action: \(childAction). State: \(state). The action was ignored; a \
        parent that changes the case should run the child first, with "ifCaseLet".
        """)
      return .none
    }
    defer { state = toChildState.embed(childState) }
    return child(&childState, childAction)
  }
}

/// Where a `Scope`'s child state lives: a stored property, or one case of an enum.
@usableFromInline
enum _ScopedState<Parent, Child> {
  case keyPath(WritableKeyPath<Parent, Child>)
  case casePath(AnyCasePath<Parent, Child>, location: String)
}
