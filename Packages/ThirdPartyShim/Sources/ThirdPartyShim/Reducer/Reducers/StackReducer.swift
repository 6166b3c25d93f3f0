extension Reducer where Action: CasePathable {
  /// Runs `destination` on each screen of a navigation stack, by id: TCA's
  /// `forEach(\.path, action: \.path) { Path() }` over a `StackState`.
  ///
  /// In the order TCA gives:
  /// - `.element(id:action:)` runs the screen first, then the parent, so the parent sees the
  ///   screen's state after its action (and cannot remove it before the screen reacted).
  /// - `.popFrom(id:)` runs the parent first, so it can read the screens one last time, then
  ///   pops them.
  /// - `.push(id:state:)` pushes first, then runs the parent, so it can change what was pushed.
  ///
  /// Whenever screens leave, by a pop or by any reducer removing them (before this one in the
  /// same action, or after it, noticed at the next action), their effects are cancelled, and
  /// only theirs: each screen's effects are kept apart by its id. An action for a screen that
  /// is gone, a pop of a missing id, a push of an id the stack holds and, in a test, a push of
  /// an id past the stack's next one are reported, not crashed on.
  public func forEach<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Destination> {
    _StackReducer(
      parent: self._makeReduce(),
      destination: destination()._makeReduce(),
      toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction),
      location: "\(fileID):\(line)"
    )
  }
}

/// The reducer `forEach(_:action:destination:)` returns.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer
where Parent.Action: CasePathable {
  /// The parent's state, which holds the stack.
  public typealias State = Parent.State
  /// The parent's actions, one case of which carries the stack's.
  public typealias Action = Parent.Action
  typealias Stack = StackState<Destination.State>
  let parent: (inout State, Action) -> Effect<Action>
  let destination: (inout Destination.State, Destination.Action) -> Effect<Destination.Action>
  let toStackState: WritableKeyPath<State, Stack>
  let toStackAction: AnyCasePath<Action, StackAction<Destination.State, Destination.Action>>
  let location: String

  /// Runs the screen first where the action is for it, then the parent, and cancels the effects
  /// of the screens that left.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // What is needed of the stack before the action, not the stack itself: a copy held here
    // would make the screen's reduce copy every element to change one.
    let (mountedBefore, lineage) = state[keyPath: toStackState]._mountedAndLineage
    var destinationEffects = Effect<Action>.none
    let parentEffects: Effect<Action>
    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      destinationEffects = reduceElement(&state, id: id, action: elementAction)
      parentEffects = parent(&state, action)
    case let .popFrom(id)?:
      let present = state[keyPath: toStackState]._index(of: id) != nil
      parentEffects = parent(&state, action)
      if present {
        state[keyPath: toStackState].pop(from: id)
      } else {
        report(
          """
          received a "popFrom" action for a missing element. ID: \(id). Path IDs: \
          \(state[keyPath: toStackState].ids). The action was ignored.
          """)
      }
    case let .push(id, element)?:
      if state[keyPath: toStackState]._index(of: id) != nil {
        report(
          """
          received a "push" action for an element it already contains. ID: \(id). Path IDs: \
          \(state[keyPath: toStackState].ids). The element was not pushed.
          """)
      } else {
        let next = state[keyPath: toStackState]._nextID
        if DependencyValues.current.context == .test, id.generation > next.generation {
          report(
            """
            received a "push" action with an unexpected generational ID. Received ID: \(id). \
            Expected ID: \(next).
            """)
        }
        state[keyPath: toStackState]._append(element, id: id)
      }
      parentEffects = parent(&state, action)
    case nil:
      parentEffects = parent(&state, action)
    }
    return destinationEffects.merge(
      with: parentEffects.merge(
        with: reconcile(&state, mountedBefore: mountedBefore, lineage: lineage)))
  }

  /// Runs one screen's reducer on its state; the one place a screen's reduce happens, so its
  /// dependencies (its `dismiss`) can be set here.
  private func reduceElement(
    _ state: inout State, id: StackElementID, action: Destination.Action
  ) -> Effect<Action> {
    guard let index = state[keyPath: toStackState]._index(of: id) else {
      report(
        """
        received an action for a missing element. Action: \(action). The action was ignored; \
        a screen's actions are sent only while it is on the stack, and its effects are \
        cancelled when it leaves.
        """)
      return .none
    }
    let embed = toStackAction
    let navigation = navigationID(id)
    var effects = Effect<Destination.Action>.none
    // The screen reads `@Dependency(\.dismiss)` as its pop, and its effects carry the pop too.
    DismissEffect._withInstalled(DismissEffect._installed(for: navigation)) {
      effects = destination(&state[keyPath: toStackState]._elements[index], action)
    }
    return effects.map { embed.embed(.element(id: id, action: $0)) }
      ._navigation(navigation, dismiss: embed.embed(.popFrom(id: id)))
  }

  /// Compares the screens now with the ones mounted before the action and cancels the effects
  /// of those that left. A stack replaced by a new one (`state.path = StackState()`) lost all
  /// of its screens, even where the new one reuses their ids.
  private func reconcile(
    _ state: inout State, mountedBefore: [StackElementID], lineage: StackLineage
  ) -> Effect<Action> {
    let stack = state[keyPath: toStackState]
    let replaced = stack._lineage !== lineage
    // Usually the same buffer as the ids, which `==` sees without comparing elements.
    if !replaced, stack._mounted == stack._ids, mountedBefore == stack._ids { return .none }
    let ids = stack._ids
    state[keyPath: toStackState]._mounted = ids
    let left: [StackElementID]
    if replaced {
      left = mountedBefore
    } else {
      let now = Set(ids)
      left = mountedBefore.filter { !now.contains($0) }
    }
    return .merge(left.map(cancel))
  }

  /// A screen's navigation id: its effects' cancellation ids are scoped by it, so a screen
  /// never cancels a sibling's work, and a pop cancels everything under it.
  private func navigationID(_ id: StackElementID) -> NavigationID {
    NavigationID(toStackState, identity: AnyHashableSendable(id))
  }

  private func cancel(_ id: StackElementID) -> Effect<Action> {
    ._cancelNavigation(navigationID(id))
  }

  private func report(_ problem: String) {
    reportIssue("A \"forEach\" at \"\(location)\" \(problem)")
  }
}
