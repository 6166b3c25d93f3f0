import ThirdPartyShim

/// The reducer behind `context.forEach`: `ifLetNavigated` for a collection of children of one
/// feature, each standing on the stack under the tag `path(id)`.
///
/// - **Auto-push**: inserting an element pushes its tag; several inserted in one action are
///   pushed in the collection's order.
/// - **Cleanup on pop**: on a path action, each element whose tag left the stack is removed
///   and only its effects are cancelled (by `forEach`).
/// - **Reverse edge**: removing an element pops its tag and everything above it.
/// - **Relay**: with `relayTo:`, every element whose tag is still on the stack hears the
///   path change, so each instance's own screens clean up too.
/// - **Launch**: `launch(_:)` on state with elements pushes their tags in order, each
///   followed by the screens the element's own state implies.
@usableFromInline
struct _ForEachNavigated<
  State, Action: CasePathable, Element: Reducer, Tag: Hashable & Sendable
>: Reducer, LaunchStepping
where Element.State: Identifiable, Element.State.ID: Sendable {
  @usableFromInline typealias ID = Element.State.ID
  @usableFromInline let nav: KeyPath<State, Shared<NavigationState>>
  @usableFromInline let elements: WritableKeyPath<State, IdentifiedArrayOf<Element.State>>
  @usableFromInline let tag: (ID) -> Tag
  @usableFromInline let syncAction: AnyCasePath<Action, NavigationPath>
  @usableFromInline let toElement: AnyCasePath<Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let relay: AnyCasePath<Element.Action, NavigationPath>?
  @usableFromInline let relayRunner: (inout State, Action) -> Effect<Action>
  @usableFromInline let base: (inout State, Action) -> Effect<Action>
  @usableFromInline let launchSteps: [Any]

  @usableFromInline init(
    parent: @escaping (inout State, Action) -> Effect<Action>,
    elements: WritableKeyPath<State, IdentifiedArrayOf<Element.State>>,
    elementAction: CaseKeyPath<Action, IdentifiedAction<ID, Element.Action>>,
    nav: KeyPath<State, Shared<NavigationState>>,
    tag: @escaping (ID) -> Tag,
    syncAction: CaseKeyPath<Action, NavigationPath>,
    relay: AnyCasePath<Element.Action, NavigationPath>?,
    element: @escaping () -> Element,
    owner: ContextOwner,
    fileID: StaticString,
    line: UInt
  ) {
    let sync = AnyCasePath(syncAction)
    self.nav = nav
    self.elements = elements
    self.tag = tag
    self.syncAction = sync
    self.toElement = AnyCasePath(elementAction)
    self.relay = relay
    // The elements are built by `forEach`, whose element state is not this one: their
    // launch is run from this operator's own step, above each element's tag.
    let relayRunner = NavigationLaunch.ignoring {
      EmptyReducer<State, Action>().forEach(
        elements, action: elementAction, element: element, fileID: fileID, line: line)
    }
    self.relayRunner = { relayRunner.reduce(into: &$0, action: $1) }
    let reconcile = _ForEachSync<State, Action, Element.State, Tag>(
      parent: parent, elements: elements, nav: nav, tag: tag, syncAction: sync)
    let base = NavigationLaunch.ignoring {
      Reduce<State, Action> { reconcile.reduce(into: &$0, action: $1) }
        .forEach(elements, action: elementAction, element: element, fileID: fileID, line: line)
    }
    self.base = { base.reduce(into: &$0, action: $1) }
    let location = "\(fileID):\(line)"
    let own: NavigationLaunch.Step<State> = { state in
      let shared = state[keyPath: nav]
      let elementLaunch = NavigationLaunch.steps(of: element())
      guard NavigationLaunch.phase == .arrange else {
        let present = Set(state[keyPath: elements].ids.map(tag))
        let stateless = shared.wrappedValue.items.filter {
          guard let tag = $0.base as? Tag else { return false }
          return !present.contains(tag)
        }
        LaunchOrder.popStateless(stateless, on: shared, location: location)
        for id in state[keyPath: elements].ids {
          for step in elementLaunch { step(&state[keyPath: elements][id: id]!) }
        }
        return
      }
      for id in state[keyPath: elements].ids {
        LaunchOrder.launch(tag: tag(id), on: shared, owner: owner, location: location) {
          for step in elementLaunch { step(&state[keyPath: elements][id: id]!) }
        }
      }
    }
    NavigationLaunch.register([own])
    self.launchSteps = [own]
  }

  @usableFromInline func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let newPath = syncAction.extract(from: action) else {
      if let relay, let identified = toElement.extract(from: action),
        relay.extract(from: identified.action) != nil
      {
        // An instance's own path action, sent to it directly: see `_IfLetNavigated`.
        return DeclarationPass.muted(on: state[keyPath: nav]) { base(&state, action) }
      }
      return base(&state, action)
    }
    let shared = state[keyPath: nav]
    if let pass = DeclarationPass.checking(shared) { declare(in: pass, state: state) }
    shared.withLock { $0.path = newPath }
    var relayed = Effect<Action>.none
    if let relay {
      // Each instance on the stack hears the change: one relay per instance, by contract.
      // Who is on the stack is settled before any relay runs, as the path they all hear.
      let path = shared.wrappedValue.path
      let onStack = state[keyPath: elements].ids.filter {
        shared.wrappedValue.contains(item: AnyHashable(tag($0)))
      }
      for id in onStack {
        let relayedAction = toElement.embed(.element(id: id, action: relay.embed(path)))
        relayed = relayed.merge(with: relayRunner(&state, relayedAction))
      }
    }
    return relayed.merge(with: base(&state, action))
  }

  /// Declares, of the items `pass` will check, those that are the tags of present elements.
  ///
  /// Listing every element's tag would cost the whole collection on every path change. The
  /// items to check are those pushed since the last check, and elements stand on the stack
  /// in the collection's order, so walking the elements down from the last finds them
  /// first; the walk stops once each of them is found (or the elements run out: a tag of
  /// this type without an element, which the pass then reports).
  private func declare(in pass: DeclarationPass, state: State) {
    var wanted = Set(pass.unchecked.filter { $0.base is Tag })
    guard !wanted.isEmpty else { return }
    for id in state[keyPath: elements].ids.reversed() {
      let item = AnyHashable(tag(id))
      guard wanted.remove(item) != nil else { continue }
      pass.declare(item)
      if wanted.isEmpty { return }
    }
  }
}

/// Runs the parent, then reconciles the collection's membership with the tags on the stack.
@usableFromInline
struct _ForEachSync<State, Action, ElementState: Identifiable, Tag: Hashable & Sendable> {
  let parent: (inout State, Action) -> Effect<Action>
  let elements: WritableKeyPath<State, IdentifiedArrayOf<ElementState>>
  let nav: KeyPath<State, Shared<NavigationState>>
  let tag: (ElementState.ID) -> Tag
  let syncAction: AnyCasePath<Action, NavigationPath>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let before = state[keyPath: elements].ids
    let effects = parent(&state, action)
    let after = state[keyPath: elements].ids
    // Compared without copying: unchanged ids share their storage, which Swift compares first.
    if after != before {
      let kept = Set(after)
      let removed = before.filter { !kept.contains($0) }
      let old = Set(before)
      let inserted = after.filter { !old.contains($0) }
      state[keyPath: nav].withLock { stack in
        // Reverse edge: a removed element's screen goes, with everything above it.
        for id in removed { stack.popPast(tag(id)) }
        // Auto-push, in the collection's order.
        for id in inserted {
          let tag = tag(id)
          guard !stack.contains(tag) else {
            reportIssue(
              """
              A "forEach" navigation declaration inserted an element whose tag is already on \
              the stack: \(type(of: tag)).\(tag). Two screens with one identity cannot be \
              told apart, so the tag was not pushed again; give each instance its own id.
              """)
            continue
          }
          stack.append(tag)
        }
      }
    } else if syncAction.extract(from: action) != nil {
      // Cleanup on pop: elements whose screens left the stack go, and `forEach` cancels
      // their effects.
      // Elements stand on the stack in the collection's order (each is pushed when it is
      // inserted, at the end), so the popped ones are a suffix: walk down from the top.
      let stack = state[keyPath: nav].wrappedValue
      for id in state[keyPath: elements].ids.reversed() {
        guard !stack.contains(tag(id)) else { break }
        state[keyPath: elements].remove(id: id)
      }
    }
    return effects
  }
}

extension NavigationStackContext {
  /// Declares a collection of children of one feature, each standing on the stack as
  /// `path(id)`: `context.forEach(\.books, action: \.books, path: { BookPath.book($0) })`.
  ///
  /// Insert an element to push its screen; a pop (swipe, `popTo`, `popPast`) removes exactly
  /// the popped instances and cancels only their effects; removing an element pops its screen
  /// and everything above it. The id carried in the tag tells the instances apart, so one
  /// feature can stand on the stack any number of times (Book → related Book → Book).
  @inlinable
  public func forEach<
    ElementState: Identifiable, ElementAction, Path: Hashable & Sendable, Element
  >(
    _ elements: WritableKeyPath<State, IdentifiedArrayOf<ElementState>>,
    action elementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    path: @escaping (ElementState.ID) -> Path,
    @ReducerBuilder<ElementState, ElementAction> then element: @escaping () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _NavChild<State, Action>
  where Element: Reducer<ElementState, ElementAction>, ElementState.ID: Sendable {
    makeForEach(
      elements, action: elementAction, path: path, relay: nil, element: element,
      fileID: fileID, line: line)
  }

  /// `forEach` for elements that are sub-flows with their own `navigationStackContext`: each
  /// instance still on the stack hears path changes as `childSyncAction`.
  @inlinable
  public func forEach<
    ElementState: Identifiable, ElementAction: CasePathable, Path: Hashable & Sendable, Element
  >(
    _ elements: WritableKeyPath<State, IdentifiedArrayOf<ElementState>>,
    action elementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    path: @escaping (ElementState.ID) -> Path,
    relayTo childSyncAction: CaseKeyPath<ElementAction, NavigationPath>,
    @ReducerBuilder<ElementState, ElementAction> then element: @escaping () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _NavChild<State, Action>
  where Element: Reducer<ElementState, ElementAction>, ElementState.ID: Sendable {
    makeForEach(
      elements, action: elementAction, path: path,
      relay: AnyCasePath(childSyncAction), element: element,
      fileID: fileID, line: line)
  }

  @usableFromInline
  func makeForEach<
    ElementState: Identifiable, ElementAction, Path: Hashable & Sendable, Element
  >(
    _ elements: WritableKeyPath<State, IdentifiedArrayOf<ElementState>>,
    action elementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    path: @escaping (ElementState.ID) -> Path,
    relay: AnyCasePath<ElementAction, NavigationPath>?,
    element: @escaping () -> Element,
    fileID: StaticString,
    line: UInt
  ) -> _NavChild<State, Action>
  where Element: Reducer<ElementState, ElementAction>, ElementState.ID: Sendable {
    let nav = nav
    let pathAction = pathAction
    let owner = owner
    return _NavChild { base in
      let reducer = _ForEachNavigated(
        parent: base, elements: elements, elementAction: elementAction, nav: nav, tag: path,
        syncAction: pathAction, relay: relay, element: element, owner: owner,
        fileID: fileID, line: line)
      return (reducer.reduce(into:action:), reducer.launchSteps)
    }
  }
}
