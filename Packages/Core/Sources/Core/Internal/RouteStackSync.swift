import ThirdPartyShim

/// Keeps a `StackState` in step with the routes of its feature on a typed path, screen by
/// screen: the reconciliation behind the stack's `forEach`.
///
/// Matching is positional: the n-th route of the feature (`route` extracts it) is the n-th
/// state. A state remembers the route it was made or placed for, so a screen stays the same
/// screen while the routes below it are unchanged, and one route value may stand any number
/// of times. Walking up the path:
///
/// - a state whose route is still in its place is kept, with its id and its running effects;
/// - at the first state whose route is not (a pop, a `setPath`, a replaced stack), that state
///   and every placed state above it go: they stood on a screen that is no longer there;
/// - a state nobody placed yet (appended by a reducer, decoded, written by hand for a launch)
///   takes the next route that has no state;
/// - a route left without a state gets one from `make`; if `make` refuses (returns `nil`),
///   that route and everything above it are cut from the path;
/// - an unplaced state left over has no route: it is reported and dropped.
///
/// Removing a state is not this type's job: the caller's `forEach` cancels the effects of
/// every state that left the collection during the action, whoever removed it.
struct RouteStackSync<State, Route: Hashable & Sendable, Value, ElementState> {
  let states: WritableKeyPath<State, StackState<ElementState>>
  let path: WritableKeyPath<State, [Route]>
  let route: (Route) -> Value?
  let make: (inout State, Value) -> ElementState?
  let location: String

  /// Runs `parent`, then reconciles if the path or the collection's membership changed
  /// since the last match, whoever changed them (this action, an operator around this one
  /// such as `navigationStack`, a launch). An action that changes neither (most of them)
  /// costs a comparison of the path with itself, which Swift answers from its storage.
  func reduce<Action>(
    into state: inout State, action: Action,
    parent: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    let effects = parent(&state, action)
    if !isMatched(state) { reconcile(&state) }
    return effects
  }

  private func isMatched(_ state: State) -> Bool {
    let collection = state[keyPath: states]
    guard let matched = collection.matched,
      matched.membership == collection.entries._membership,
      let path = matched.path as? [Route]
    else { return false }
    return path == state[keyPath: self.path]
  }

  /// Makes the collection stand for the path's routes of this feature, in order.
  func reconcile(_ state: inout State) {
    let plan = match(state)
    var made: [(ElementState, AnyHashableSendable)] = []
    var cut: Int?
    for pending in plan.unmatched {
      guard let element = make(&state, pending.value) else {
        cut = pending.position
        break
      }
      made.append((element, pending.key))
    }
    if !plan.leftover.isEmpty {
      reportRuntimeWarning(
        """
        A stack "forEach" at "\(location)" holds \(plan.leftover.count) state(s) that no \
        route on the path stands for (\(plan.leftover.map(\.description).joined(separator: ", "))). \
        They were dropped: a screen's state comes with its route. Push the route and let \
        'forEach' make the state, or append the state in the same action as its route.
        """)
    }
    state[keyPath: states].reconcile(
      dropping: plan.dropped, placing: plan.placed, appending: made)
    if let cut { state[keyPath: path].removeSubrange(cut...) }
    let membership = state[keyPath: states].entries._membership
    state[keyPath: states].matched = (state[keyPath: path], membership)
  }

  /// What reconciling `state` changes, worked out before anything is changed, so `make`
  /// sees the collection as the action left it.
  private func match(_ state: State) -> Plan {
    let entries = state[keyPath: states].entries
    let routes: [(position: Int, key: AnyHashableSendable, value: Value)] =
      state[keyPath: path].enumerated().compactMap { position, candidate in
        route(candidate).map { (position, AnyHashableSendable(candidate), $0) }
      }
    var plan = Plan()
    // Up to the first change, states and routes pair up in order.
    var next = 0
    var matched = 0
    while next < entries.count, matched < routes.count {
      let entry = entries[next]
      if let placed = entry.route {
        guard placed == routes[matched].key else { break }
      } else {
        plan.placed.append((entry.id, routes[matched].key))
      }
      next += 1
      matched += 1
    }
    // Above it, the placed states go; the unplaced ones wait for a route, in order.
    var unplaced: [StackElementID] = []
    for entry in entries[next...] {
      if entry.route == nil { unplaced.append(entry.id) } else { plan.dropped.insert(entry.id) }
    }
    var waiting = unplaced[...]
    for pending in routes[matched...] {
      if let id = waiting.popFirst() {
        plan.placed.append((id, pending.key))
      } else {
        plan.unmatched.append(pending)
      }
    }
    plan.leftover = Array(waiting)
    plan.dropped.formUnion(waiting)
    return plan
  }

  private struct Plan {
    var placed: [(id: StackElementID, route: AnyHashableSendable)] = []
    var dropped: Set<StackElementID> = []
    var unmatched: [(position: Int, key: AnyHashableSendable, value: Value)] = []
    var leftover: [StackElementID] = []
  }
}

extension StackState {
  /// Applies a reconciliation: removes `dropped` (top first, so popping is cheap), records
  /// the routes of the states just placed, and appends the states made for new routes.
  mutating func reconcile(
    dropping dropped: Set<StackElementID>,
    placing placed: [(id: StackElementID, route: AnyHashableSendable)],
    appending made: [(Element, AnyHashableSendable)]
  ) {
    if !dropped.isEmpty {
      for id in entries.ids.reversed() where dropped.contains(id) { entries.remove(id: id) }
    }
    for (id, route) in placed { entries[id: id]?.route = route }
    for (element, route) in made { append(element, route: route) }
  }
}
