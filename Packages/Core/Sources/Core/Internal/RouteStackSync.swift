import ThirdPartyShim

/// Keeps a `RouteStackState` in step with the routes of its feature on a typed path, screen by
/// screen: the reconciliation behind the stack's `forEach`.
///
/// A state remembers the route it stands for and where on the path it stands, so one route
/// value may stand any number of times and each is its own screen.
///
/// - **The path changed alone** (a push, a pop, a swipe, a replaced stack): a state stays
///   while its route and every route below it are unchanged; the states above the first
///   change go, and the routes from there up get new states from `make`. Costs a comparison
///   of the old and new paths up to where they differ, plus the screens that came or went.
/// - **A reducer also removed or appended states** in the action (or the store is launching,
///   or the collection was written by hand or decoded): the states left pair with the routes
///   of their feature in order, kept while their routes match; from the first that does not,
///   the placed states go, a state nobody placed yet takes the next route without a state,
///   and the rest get new states. An unplaced state left over has no route: it is reported
///   and dropped.
///
/// If `make` refuses a route (returns `nil`), that route and everything above it are cut
/// from the path. Removing a state is not this type's job: the caller's `forEach` cancels the
/// effects of every state that left the collection during the action, whoever removed it.
///
/// The path-alone case is `@inlinable`, so a client's compiler specializes it for its route
/// type: comparing two paths is then a tight loop, not a generic call per route.
@usableFromInline
struct RouteStackSync<State, Route: Hashable & Sendable, Value, ElementState> {
  @usableFromInline let states: WritableKeyPath<State, RouteStackState<ElementState>>
  @usableFromInline let path: WritableKeyPath<State, [Route]>
  @usableFromInline let route: (Route) -> Value?
  @usableFromInline let make: (inout State, Value) -> ElementState?
  @usableFromInline let location: String

  @usableFromInline
  init(
    states: WritableKeyPath<State, RouteStackState<ElementState>>,
    path: WritableKeyPath<State, [Route]>,
    route: @escaping (Route) -> Value?,
    make: @escaping (inout State, Value) -> ElementState?,
    location: String
  ) {
    self.states = states
    self.path = path
    self.route = route
    self.make = make
    self.location = location
  }

  /// Runs `parent`, then reconciles if the path or the collection's membership changed
  /// since the last match, whoever changed them (this action, an operator around this one
  /// such as `navigationStack`, a launch). An action that changes neither (most of them)
  /// costs a comparison of the path with itself, which Swift answers from its storage.
  @inlinable
  func reduce<Action>(
    into state: inout State, action: Action,
    parent: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    let effects = parent(&state, action)
    switch change(in: state) {
    case .none: break
    case let .path(from: old): follow(&state, from: old)
    case .membership: reconcile(&state)
    }
    return effects
  }

  @usableFromInline
  enum Change {
    case none
    case path(from: [Route])
    case membership
  }

  /// What changed since the last match. Reads without keeping a copy of the collection, so
  /// changing it next does not copy its storage.
  @inlinable
  func change(in state: State) -> Change {
    guard let matched = state[keyPath: states].matched,
      matched.ids == state[keyPath: states].entries.ids,
      let old = (matched.path as? MatchedPath<Route>)?.routes
    else { return .membership }
    return old == state[keyPath: path] ? .none : .path(from: old)
  }

  /// The path changed alone: the states below the first changed route stay, the ones above
  /// go, and the routes from there up get new states.
  @inlinable
  func follow(_ state: inout State, from old: [Route]) {
    let new = state[keyPath: path]
    var changed = 0
    let shorter = min(old.count, new.count)
    while changed < shorter, old[changed] == new[changed] { changed += 1 }
    state[keyPath: states].removeEntries(standingFrom: changed)
    var position = changed
    while position < new.count {
      if let value = route(new[position]) {
        guard let element = make(&state, value) else {
          state[keyPath: path].removeSubrange(position...)
          break
        }
        state[keyPath: states].append(
          element, route: AnyHashableSendable(new[position]), position: position)
      }
      position += 1
    }
    state[keyPath: states].match(state[keyPath: path])
  }

  /// Makes the collection stand for the path's routes of this feature, in order.
  @usableFromInline
  func reconcile(_ state: inout State) {
    let plan = match(state)
    var made: [(element: ElementState, route: AnyHashableSendable, position: Int)] = []
    var cut: Int?
    for pending in plan.unmatched {
      guard let element = make(&state, pending.value) else {
        cut = pending.position
        break
      }
      made.append((element, pending.key, pending.position))
    }
    if !plan.leftover.isEmpty {
      reportIssue(
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
    state[keyPath: states].match(state[keyPath: path])
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
      if let placed = entry.route, placed != routes[matched].key { break }
      plan.placed.append((entry.id, routes[matched].key, routes[matched].position))
      next += 1
      matched += 1
    }
    // Above it, the placed states go; the unplaced ones wait for a route, in order.
    var unplaced: [RouteStackElementID] = []
    for entry in entries[next...] {
      if entry.route == nil { unplaced.append(entry.id) } else { plan.dropped.insert(entry.id) }
    }
    var waiting = unplaced[...]
    for pending in routes[matched...] {
      if let id = waiting.popFirst() {
        plan.placed.append((id, pending.key, pending.position))
      } else {
        plan.unmatched.append(pending)
      }
    }
    plan.leftover = Array(waiting)
    plan.dropped.formUnion(waiting)
    return plan
  }

  private struct Plan {
    /// The states that stay or are placed, with the route they stand for and where.
    var placed: [(id: RouteStackElementID, route: AnyHashableSendable, position: Int)] = []
    var dropped: Set<RouteStackElementID> = []
    var unmatched: [(position: Int, key: AnyHashableSendable, value: Value)] = []
    var leftover: [RouteStackElementID] = []
  }
}

extension RouteStackState {
  /// Applies a reconciliation: removes `dropped` (top first, so popping is cheap), records
  /// where the states that stay or were just placed stand, and appends the states made for
  /// new routes.
  mutating func reconcile(
    dropping dropped: Set<RouteStackElementID>,
    placing placed: [(id: RouteStackElementID, route: AnyHashableSendable, position: Int)],
    appending made: [(element: Element, route: AnyHashableSendable, position: Int)]
  ) {
    if !dropped.isEmpty {
      for id in entries.ids.reversed() where dropped.contains(id) { entries.remove(id: id) }
    }
    for (id, route, position) in placed {
      entries[id: id]?.route = route
      entries[id: id]?.position = position
    }
    for (element, route, position) in made { append(element, route: route, position: position) }
  }

  /// Removes the states that stand at `position` or above: the top ones, so each removal is
  /// cheap, and only as many as leave.
  @usableFromInline
  mutating func removeEntries(standingFrom position: Int) {
    // Listed first, then removed: a loop that re-read the top after each removal would spin
    // on a top that did not leave.
    let leaving = Array(entries.ids.reversed().prefix { entries[id: $0]!.position >= position })
    for id in leaving { entries.remove(id: id) }
  }
}

extension RouteStackState {
  /// Records that the collection now stands for `path`, as it is and with the states it has.
  @usableFromInline
  mutating func match<Route: Sendable>(_ path: [Route]) {
    matched = StackMatch(path: MatchedPath(routes: path), ids: entries.ids)
  }
}

/// The path a `RouteStackState` was last matched against, and its membership count then.
@usableFromInline
struct StackMatch: Sendable {
  @usableFromInline let path: any AnyObject & Sendable
  /// The screens' ids when matched. Kept, not counted: comparing them again costs nothing
  /// while they share storage with the collection's (no screen came or went), and a copy
  /// is made only when one does, which then costs a reconcile anyway.
  @usableFromInline let ids: [RouteStackElementID]

  @usableFromInline
  init(path: any AnyObject & Sendable, ids: [RouteStackElementID]) {
    self.path = path
    self.ids = ids
  }
}

/// A path in a class box: read back with a class cast, which costs the same whatever its
/// length (casting an existential back to an array may not).
@usableFromInline
final class MatchedPath<Route: Sendable>: Sendable {
  @usableFromInline let routes: [Route]
  @usableFromInline init(routes: [Route]) { self.routes = routes }
}
