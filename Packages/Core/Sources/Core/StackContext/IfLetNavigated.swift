import ThirdPartyShim

extension Reducer where Action: CasePathable {
  /// TCA's `ifLet`, kept in sync with the shared navigation stack in both directions.
  ///
  /// - **Auto-push**: when the child state goes from `nil` to a value, `path` is appended to
  ///   the stack (unless it is already there), so assigning state is all a feature does to
  ///   navigate.
  /// - **Cleanup on pop**: on `syncAction(newPath)` the path is written to the stack (a
  ///   back-swipe's shorter write); if `path` is no longer on it, the child state becomes `nil`
  ///   and `ifLet` cancels the child's in-flight effects.
  /// - **Reverse edge**: when a reducer sets the child state to `nil`, `path` and everything
  ///   above it are popped, so no screen is left without state.
  ///
  /// The child runs first, as in `ifLet`; an action for an absent child is reported.
  ///
  /// - **Replacement**: when the child state is `Identifiable` and a reducer assigns one with a
  ///   different `id`, the old child's tag and everything above it are popped, its effects are
  ///   cancelled and the tag is pushed again, all in that one action.
  /// - **Launch**: `launch(_:)` on state with the child present pushes `path`.
  ///
  /// - Parameters:
  ///   - child: The optional child state, `\.payment`.
  ///   - childAction: The child's action case, `\.payment`.
  ///   - nav: The shared stack, `\.$nav`.
  ///   - path: The tag that stands for this child on the stack, `CheckoutPath.payment`.
  ///   - syncAction: The action carrying SwiftUI's path writes, `\.pathDidChange`.
  ///   - childReducer: The child's reducer, run on the child state while it is present.
  ///   - fileID: Where the declaration is, so a runtime warning names it; leave the default.
  ///   - line: The line of the declaration, for the same reason.
  @inlinable public func ifLetNavigated<ChildState, ChildAction, Path: Hashable & Sendable, Child>(
    _ child: WritableKeyPath<State, ChildState?>,
    action childAction: CaseKeyPath<Action, ChildAction>,
    nav: KeyPath<State, Shared<NavigationState>>,
    path: Path,
    syncOn syncAction: CaseKeyPath<Action, NavigationPath>,
    @ReducerBuilder<ChildState, ChildAction> then childReducer: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action>
  where Child: Reducer<ChildState, ChildAction> {
    makeIfLetNavigated(
      parent: self, child: child, childAction: childAction, nav: nav, tag: path,
      syncAction: syncAction, relay: nil, childReducer: childReducer, owner: ContextOwner(),
      inherited: NavigationLaunch.inherited(from: self), fileID: fileID, line: line)
  }

  /// `ifLetNavigated` for a child that is itself a sub-flow with its own
  /// `navigationStackContext`: path changes are also forwarded to the child as
  /// `childSyncAction`, so its nested screens are cleaned up by the same swipe.
  ///
  /// - Parameters:
  ///   - child: The optional child state, `\.checkout`.
  ///   - childAction: The child's action case, `\.checkout`.
  ///   - nav: The shared stack, `\.$nav`.
  ///   - path: The tag that stands for this child on the stack, `CheckoutPath.checkout`.
  ///   - syncAction: The action carrying SwiftUI's path writes, `\.pathDidChange`.
  ///   - childSyncAction: The child's own path action, `\.pathDidChange`. It is sent only while
  ///     the child is present and its tag is still on the stack.
  ///   - childReducer: The child's reducer, run on the child state while it is present.
  ///   - fileID: Where the declaration is, so a runtime warning names it; leave the default.
  ///   - line: The line of the declaration, for the same reason.
  @inlinable
  public func ifLetNavigated<ChildState, ChildAction: CasePathable, Path: Hashable & Sendable, Child>(
    _ child: WritableKeyPath<State, ChildState?>,
    action childAction: CaseKeyPath<Action, ChildAction>,
    nav: KeyPath<State, Shared<NavigationState>>,
    path: Path,
    syncOn syncAction: CaseKeyPath<Action, NavigationPath>,
    relayTo childSyncAction: CaseKeyPath<ChildAction, NavigationPath>,
    @ReducerBuilder<ChildState, ChildAction> then childReducer: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action>
  where Child: Reducer<ChildState, ChildAction> {
    let relay = AnyCasePath(childSyncAction)
    return makeIfLetNavigated(
      parent: self, child: child, childAction: childAction, nav: nav, tag: path,
      syncAction: syncAction, relay: relay, childReducer: childReducer, owner: ContextOwner(),
      inherited: NavigationLaunch.inherited(from: self), fileID: fileID, line: line)
  }
}

/// The reducer behind `ifLetNavigated`: a relay, then `ifLet` around the parent plus the sync.
///
/// The sync sits in `ifLet`'s parent position on purpose: when it clears the child, `ifLet`
/// sees the child disappear during its parent's reduce and cancels the child's effects with
/// its own, navigation-scoped cancellation ids.
@usableFromInline
struct _IfLetNavigated<
  State, Action: CasePathable, Child: Reducer, Tag: Hashable & Sendable,
  Base: Reducer<State, Action>, Relay: Reducer<State, Action>
>: Reducer, LaunchStepping {
  @usableFromInline let nav: KeyPath<State, Shared<NavigationState>>
  @usableFromInline let tag: Tag
  @usableFromInline let child: WritableKeyPath<State, Child.State?>
  @usableFromInline let syncAction: AnyCasePath<Action, NavigationPath>
  @usableFromInline let toChild: AnyCasePath<Action, Child.Action>
  @usableFromInline let relay: AnyCasePath<Child.Action, NavigationPath>?
  @usableFromInline let relayRunner: Relay
  @usableFromInline let base: Base
  @usableFromInline let launchSteps: [Any]

  @inlinable init(
    base: Base,
    relayRunner: Relay,
    child: WritableKeyPath<State, Child.State?>,
    toChild: AnyCasePath<Action, Child.Action>,
    nav: KeyPath<State, Shared<NavigationState>>,
    tag: Tag,
    syncAction: AnyCasePath<Action, NavigationPath>,
    relay: AnyCasePath<Child.Action, NavigationPath>?,
    launchSteps: [Any]
  ) {
    self.nav = nav
    self.tag = tag
    self.child = child
    self.syncAction = syncAction
    self.toChild = toChild
    self.relay = relay
    self.relayRunner = relayRunner
    self.base = base
    self.launchSteps = launchSteps
  }

  @inlinable func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let newPath = syncAction.extract(from: action) else {
      if let relay, let childAction = toChild.extract(from: action), relay.extract(from: childAction) != nil {
        // The sub-flow's own path action, sent to it directly: its context must not judge
        // the host's tags (see `DeclarationPass.muted`).
        return DeclarationPass.muted(on: state[keyPath: nav]) {
          base.reduce(into: &state, action: action)
        }
      }
      return base.reduce(into: &state, action: action)
    }
    let shared = state[keyPath: nav]
    DeclarationPass.declare(AnyHashable(tag), on: shared)
    shared.withLock { $0.path = newPath }
    var relayed = Effect<Action>.none
    if let relay, state[keyPath: child] != nil, shared.wrappedValue.contains(tag) {
      let relayedAction = toChild.embed(relay.embed(shared.wrappedValue.path))
      relayed = relayRunner.reduce(into: &state, action: relayedAction)
    }
    return relayed.merge(with: base.reduce(into: &state, action: action))
  }
}

/// Builds `_IfLetNavigated` for `parent`: the one place both spellings (the modifier and
/// `context.ifLet`) and both forms (with and without a relay) are assembled.
@inlinable
func makeIfLetNavigated<Parent: Reducer, Child: Reducer, Tag: Hashable & Sendable>(
  parent: Parent,
  child: WritableKeyPath<Parent.State, Child.State?>,
  childAction: CaseKeyPath<Parent.Action, Child.Action>,
  nav: KeyPath<Parent.State, Shared<NavigationState>>,
  tag: Tag,
  syncAction: CaseKeyPath<Parent.Action, NavigationPath>,
  relay: AnyCasePath<Child.Action, NavigationPath>?,
  childReducer: @escaping () -> Child,
  owner: ContextOwner,
  inherited: [Any],
  fileID: StaticString,
  line: UInt
) -> some Reducer<Parent.State, Parent.Action> & LaunchStepping
where Parent.Action: CasePathable {
  typealias State = Parent.State
  let sync = AnyCasePath(syncAction)
  let toChild = AnyCasePath(childAction)
  // The children are built by `ifLet`, whose child state is not this one: their launch is
  // run from this operator's own step, above its tag.
  let relayRunner = NavigationLaunch.ignoring {
    EmptyReducer<State, Parent.Action>().ifLet(
      child, action: childAction, then: childReducer, fileID: fileID, line: line)
  }
  // The sync is wrapped in a closure made here, in inlinable code, so it is specialized for
  // the feature's types: unspecialized, each presence check looks up generic metadata.
  let reconcile = _NavigationSync(
    parent: parent, child: child, nav: nav, tag: tag, syncAction: sync,
    identity: ChildIdentity.of(Child.State.self))
  let base = NavigationLaunch.ignoring {
    Reduce<State, Parent.Action> { reconcile.reduce(into: &$0, action: $1) }
      .ifLet(child, action: childAction, then: childReducer, fileID: fileID, line: line)
  }
  let location = "\(fileID):\(line)"
  let own: NavigationLaunch.Step<State> = { state in
    guard state[keyPath: child] != nil else {
      if NavigationLaunch.phase == .verify {
        LaunchOrder.popStateless([AnyHashable(tag)], on: state[keyPath: nav], location: location)
      }
      return
    }
    // The child's own contexts launch above its tag, so they run inside this step.
    let childLaunch = NavigationLaunch.steps(of: childReducer())
    guard NavigationLaunch.phase == .arrange else {
      for step in childLaunch where state[keyPath: child] != nil { step(&state[keyPath: child]!) }
      return
    }
    LaunchOrder.launch(tag: tag, on: state[keyPath: nav], owner: owner, location: location) {
      for step in childLaunch where state[keyPath: child] != nil { step(&state[keyPath: child]!) }
    }
  }
  NavigationLaunch.register([own])
  return _IfLetNavigated<State, Parent.Action, Child, Tag, _, _>(
    base: base, relayRunner: relayRunner, child: child, toChild: toChild, nav: nav, tag: tag,
    syncAction: sync, relay: relay, launchSteps: inherited + [own as Any])
}

/// Runs the parent, then reconciles the child's presence with its tag on the stack.
@usableFromInline
struct _NavigationSync<
  Parent: Reducer, ChildState, Tag: Hashable & Sendable
>: Reducer where Parent.Action: CasePathable {
  @usableFromInline typealias State = Parent.State
  @usableFromInline typealias Action = Parent.Action
  @usableFromInline let parent: Parent
  @usableFromInline let child: WritableKeyPath<State, ChildState?>
  @usableFromInline let nav: KeyPath<State, Shared<NavigationState>>
  @usableFromInline let tag: Tag
  @usableFromInline let syncAction: AnyCasePath<Action, NavigationPath>
  /// The child's `id` when its state is `Identifiable`: a new one is a replacement.
  @usableFromInline let identity: ((ChildState) -> AnyHashable)?

  @inlinable init(
    parent: Parent,
    child: WritableKeyPath<State, ChildState?>,
    nav: KeyPath<State, Shared<NavigationState>>,
    tag: Tag,
    syncAction: AnyCasePath<Action, NavigationPath>,
    identity: ((ChildState) -> AnyHashable)?
  ) {
    self.parent = parent
    self.child = child
    self.nav = nav
    self.tag = tag
    self.syncAction = syncAction
    self.identity = identity
  }

  @inlinable func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let wasPresent = state[keyPath: child] != nil
    let identityBefore = identity.flatMap { read in state[keyPath: child].map(read) }
    let effects = parent.reduce(into: &state, action: action)
    let isPresent = state[keyPath: child] != nil
    if let identityBefore, let identity, let now = state[keyPath: child],
      identity(now) != identityBefore
    {
      // Replacement, in one step: the old child's screen and everything above it go, the new
      // child's screen comes, and an observer never sees the stack in between. (`ifLet`
      // cancels the old child's effects; `observingNavChanges` reports the pop to the rest.)
      state[keyPath: nav].withLock {
        $0.popPast(tag)
        $0.append(tag)
      }
    } else if isPresent, !wasPresent {
      // Auto-push: new child state means a new screen.
      state[keyPath: nav].withLock { if !$0.contains(tag) { $0.append(tag) } }
    } else if wasPresent, !isPresent {
      // Reverse edge: the state is gone, so its screen and everything above it go too.
      state[keyPath: nav].withLock { $0.popPast(tag) }
    } else if isPresent, syncAction.extract(from: action) != nil,
      !state[keyPath: nav].wrappedValue.contains(tag)
    {
      // Cleanup on pop: the tag left the stack, so the screen is gone; drop its state.
      state[keyPath: child] = nil
    }
    return effects
  }
}
