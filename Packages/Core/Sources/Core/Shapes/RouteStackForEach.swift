import ThirdPartyShim

extension Reducer where Action: CasePathable {
  /// Runs `element` on each screen of one feature on a typed route stack, with a state per
  /// screen: the stack shape's `forEach`, as TCA's `forEach(\.path, action: \.path)` runs a
  /// `StackState`, over a `RouteStackState` for the Bookshelf document's `path: [AppRoute]`.
  ///
  /// ```swift
  /// // State: `path: [AppRoute]`, `books: RouteStackState<BookFeature.State>`
  /// // Action: `.nav(StackNavigation<AppRoute>)`, `.book(BookFeature.Action)` (the top screen),
  /// //         `.books(IdentifiedAction<RouteStackElementID, BookFeature.Action>)` (any screen)
  /// Reduce { state, action in … }   // the bridges push `.book(id)` routes
  ///   .forEach(\.books, action: \.books, top: \.book, path: \.path, route: \.bookID) {
  ///     state, id in
  ///     guard let book = state.library.catalog.book(id: id) else {
  ///       state.notice = "There is no book \(id)."
  ///       return nil   // the route is cut
  ///     }
  ///     return BookFeature.State(book: book)
  ///   } element: {
  ///     BookFeature()
  ///   }
  ///   .navigationStack(\.path, action: \.nav)
  /// ```
  ///
  /// The path stays the source of truth, and `states` follows it, matched by position: the
  /// n-th route `route` recognises is the n-th state. So Book → related Book → Book is three
  /// states, `[.book(1), .book(2), .book(1)]` included: a route names what a screen shows, not
  /// which screen it is, so its value cannot be the identity. Actions carry a
  /// `RouteStackElementID` instead of a position: a position is taken by the next screen pushed
  /// after a pop, and an action sent to the popped screen would reach that one silently.
  ///
  /// - **Push**: a route without a state gets one from `state`, after the parent ran (so it
  ///   sees the route the action pushed). `nil` refuses the route: it and everything above it
  ///   are cut from the path (say why in `state`, e.g. a notice).
  /// - **Pop** (`.pop`, `.popToRoot`, a back swipe's `.setPath`, any write to the path):
  ///   exactly the states whose screens left are removed, and only their effects are
  ///   cancelled. A route whose screens below it changed is a new screen with a new state.
  /// - **Actions**: `.books(.element(id:action:))` reaches the screen with that
  ///   `RouteStackElementID`, and its effects answer there; with `top:`, `.book(action)` reaches the
  ///   top screen of this feature (the one a person can touch), and its effects answer by id,
  ///   so they still reach that screen after another is pushed on it.
  /// - **Reducers** may change states in place, remove states together with their routes (to
  ///   say which screens go when routes leave the middle), or append a state in the action
  ///   that pushes its route (it stands for the next route without a state). A state removed
  ///   while its route stays is a screen without state: it gets a new one.
  /// - **Launch**: `launch(_:)` pairs the routes and states of state built elsewhere in order,
  ///   and makes a state for each route that has none.
  /// - **Misuse is reported**, not crashed on: an action for a screen that is gone, a top
  ///   action with no screen, a state that no route stands for (dropped).
  ///
  /// The elements run before the parent, as in `ifLet`, so the parent sees the screen's
  /// state after its action.
  @inlinable
  public func forEach<
    Route: Hashable & Sendable, Value, ElementState, ElementAction,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ states: WritableKeyPath<State, RouteStackState<ElementState>>,
    action elementAction: CaseKeyPath<Action, IdentifiedAction<RouteStackElementID, ElementAction>>,
    top topAction: CaseKeyPath<Action, ElementAction>? = nil,
    path: WritableKeyPath<State, [Route]>,
    route: @escaping (Route) -> Value?,
    state make: @escaping (inout State, Value) -> ElementState?,
    @ReducerBuilder<ElementState, ElementAction> element: @escaping () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _RouteStackForEachReducer<State, Action> {
    // Built here, inlined into the caller, so the per-action path comparison is specialized
    // for its route type; the rest is built once, in `makeStackForEach`.
    let sync = RouteStackSync(
      states: states, path: path, route: route, make: make, location: "\(fileID):\(line)")
    return makeStackForEach(
      states, action: elementAction, top: topAction, sync: sync,
      follow: { state, action, parent in sync.reduce(into: &state, action: action, parent: parent) },
      element: element, fileID: fileID, line: line)
  }

  @usableFromInline
  func makeStackForEach<
    Route: Hashable & Sendable, Value, ElementState, ElementAction,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ states: WritableKeyPath<State, RouteStackState<ElementState>>,
    action elementAction: CaseKeyPath<Action, IdentifiedAction<RouteStackElementID, ElementAction>>,
    top topAction: CaseKeyPath<Action, ElementAction>?,
    sync: RouteStackSync<State, Route, Value, ElementState>,
    follow:
      @escaping (
        inout State, Action, (inout State, Action) -> Effect<Action>
      ) -> Effect<Action>,
    element: @escaping () -> Element,
    fileID: StaticString,
    line: UInt
  ) -> _RouteStackForEachReducer<State, Action> {
    let location = "\(fileID):\(line)"
    let parent: (inout State, Action) -> Effect<Action> = { self.reduce(into: &$0, action: $1) }
    // Pairs routes and states, then runs each screen's own steps on its state.
    let own: NavigationLaunch.Step<State> = { state in
      if NavigationLaunch.phase == .arrange { sync.reconcile(&state) }
      let elementLaunch = NavigationLaunch.steps(of: element())
      for id in state[keyPath: states].ids {
        for step in elementLaunch { step(&state[keyPath: states][id: id]!) }
      }
    }
    NavigationLaunch.register([own])
    let entries = states.appending(path: \RouteStackState<ElementState>.entries)
    // The screens are built by `forEach`, whose element state is not this one: their launch
    // is run from this operator's own step.
    let forEach = NavigationLaunch.ignoring {
      Reduce<State, Action> { follow(&$0, $1, parent) }
        .forEach(
          entries, action: elementAction,
          element: { _RouteStackEntryReducer(element: element()) },
          fileID: fileID, line: line)
    }
    let base: (inout State, Action) -> Effect<Action> = { forEach.reduce(into: &$0, action: $1) }
    let top = topAction.map { topAction in
      let extract = AnyCasePath(topAction)
      let embed = AnyCasePath(elementAction)
      // A second copy of the elements without the parent: the top action is the parent's
      // own action too (the bridges read `.book(.tappedEdit)`), so it must run only once.
      let elements = NavigationLaunch.ignoring {
        EmptyReducer<State, Action>()
          .forEach(
            entries, action: elementAction,
            element: { _RouteStackEntryReducer(element: element()) },
            fileID: fileID, line: line)
      }
      return { (state: inout State, action: Action) -> Effect<Action>? in
        guard let child = extract.extract(from: action) else { return nil }
        guard let id = state[keyPath: states].ids.last else {
          reportIssue(
            """
            A stack "forEach" at "\(location)" received an action for the top screen when no \
            screen of its feature is on the stack. Action: \(action). The action was ignored; \
            send it only while such a screen is shown.
            """)
          return Effect.none
        }
        return elements.reduce(into: &state, action: embed.embed(.element(id: id, action: child)))
      }
    }
    return _RouteStackForEachReducer(
      base: base, top: top, launchSteps: NavigationLaunch.inherited(from: self) + [own as Any])
  }
}

/// The reducer `forEach(_:action:top:path:route:state:element:)` returns.
public struct _RouteStackForEachReducer<State, Action>: Reducer, LaunchStepping {
  let base: (inout State, Action) -> Effect<Action>
  /// Runs a top action on the top screen; `nil` for any other action.
  let top: ((inout State, Action) -> Effect<Action>?)?
  @usableFromInline let launchSteps: [Any]

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let topEffects = top?(&state, action) else { return base(&state, action) }
    return topEffects.merge(with: base(&state, action))
  }
}

/// Runs a screen's reducer on its state inside a `RouteStackState` entry.
struct _RouteStackEntryReducer<Element: Reducer>: Reducer {
  typealias State = RouteStackEntry<Element.State>
  typealias Action = Element.Action
  let element: Element

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    element.reduce(into: &state.element, action: action)
  }
}
