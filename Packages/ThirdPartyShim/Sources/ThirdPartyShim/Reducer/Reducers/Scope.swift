/// Runs a child reducer on a slice of the parent's state, for the actions of one case.
///
/// The case key path is resolved once, here, so sending through a `Scope` costs one extract,
/// one child reduce and one effect map.
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: Reducer {
  /// The parent's state, which the child's slice lives in.
  public typealias State = ParentState
  /// The parent's actions, one case of which carries the child's.
  public typealias Action = ParentAction
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
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
    self.toChildState = toChildState
    self.toChildAction = ParentAction.casePath(toChildAction)
    self.child = StoreLaunch._nest(
      { (step: @escaping (inout ChildState) -> Void) -> (inout ParentState) -> Void in
        { step(&$0[keyPath: toChildState]) }
      },
      location: "Scope(state: \(toChildState))"
    ) { child()._makeReduce() }
  }

  /// Extracts the child's action, runs the child on its slice and lifts its effects back to
  /// parent actions; other actions pass untouched.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    let embed = toChildAction
    // No navigation id: a scoped child shares its parent's cancellation ids, as in TCA.
    return child(&state[keyPath: toChildState], childAction)
      .map { embed.embed($0) }
  }
}
