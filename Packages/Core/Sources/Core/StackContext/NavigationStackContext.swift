import ThirdPartyShim

extension Reducer where Action: CasePathable {
  /// Declares the children this feature navigates to on the shared stack, once:
  ///
  /// ```swift
  /// .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
  ///   context.ifLet(\.payment, action: \.payment, path: CheckoutPath.payment) {
  ///     PaymentFeature()
  ///   }
  ///   context.ifLet(\.receipt, action: \.receipt, path: CheckoutPath.receipt) {
  ///     ReceiptFeature()
  ///   }
  /// }
  /// ```
  ///
  /// Each declaration becomes an `ifLetNavigated` (auto-push, cleanup on pop, reverse edge,
  /// relay), chained around this reducer in order, and the whole is wrapped in
  /// `observingNavChanges`, so programmatic pops run the same cleanup as a back-swipe.
  ///
  /// On every path change it also checks that each tag on the stack is declared by a context
  /// the change reached (this one or one it relays to), and reports the ones that are not.
  @inlinable public func navigationStackContext(
    nav: KeyPath<State, Shared<NavigationState>>,
    pathAction: CaseKeyPath<Action, NavigationPath>,
    @_NavigationBuilder _ build: (NavigationStackContext<State, Action>) -> [_NavChild<State, Action>],
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    let context = NavigationStackContext(nav: nav, pathAction: pathAction)
    var result: (inout State, Action) -> Effect<Action> = { self.reduce(into: &$0, action: $1) }
    var launchSteps = NavigationLaunch.inherited(from: self)
    for child in build(context) {
      let built = child.apply(result)
      result = built.reduce
      launchSteps += built.launchSteps
    }
    return _ObservingNavChanges(
      base: result, nav: nav, pathAction: AnyCasePath(pathAction),
      declarationCheck: DeclarationCheck(location: "\(fileID):\(line)", owner: context.owner),
      launchSteps: launchSteps)
  }
}

/// What `navigationStackContext`'s closure receives: the stack and the path action, so each
/// declaration names only its own child.
public struct NavigationStackContext<State, Action: CasePathable> {
  @usableFromInline let nav: KeyPath<State, Shared<NavigationState>>
  @usableFromInline let pathAction: CaseKeyPath<Action, NavigationPath>
  /// This context at launch: its children are ordered by declaration (see `LaunchOrder`).
  @usableFromInline let owner = ContextOwner()

  @inlinable init(
    nav: KeyPath<State, Shared<NavigationState>>, pathAction: CaseKeyPath<Action, NavigationPath>
  ) {
    self.nav = nav
    self.pathAction = pathAction
  }

  /// Declares a child shown when `child` has a value, standing on the stack as `path`.
  @inlinable public func ifLet<ChildState, ChildAction, Path: Hashable & Sendable, Child>(
    _ child: WritableKeyPath<State, ChildState?>,
    action childAction: CaseKeyPath<Action, ChildAction>,
    path: Path,
    @ReducerBuilder<ChildState, ChildAction> then childReducer: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _NavChild<State, Action>
  where Child: Reducer<ChildState, ChildAction> {
    let nav = nav
    let pathAction = pathAction
    let owner = owner
    return _NavChild { base in
      let reducer = makeIfLetNavigated(
        parent: Reduce(base), child: child, childAction: childAction, nav: nav, tag: path,
        syncAction: pathAction, relay: nil, childReducer: childReducer, owner: owner,
        inherited: [], fileID: fileID, line: line)
      return (reducer.reduce(into:action:), reducer.launchSteps)
    }
  }

  /// Declares a child that is itself a sub-flow: path changes are forwarded to its own
  /// `childSyncAction` (`relayTo: \.pathDidChange`), so its nested screens clean up too.
  @inlinable public func ifLet<ChildState, ChildAction: CasePathable, Path: Hashable & Sendable, Child>(
    _ child: WritableKeyPath<State, ChildState?>,
    action childAction: CaseKeyPath<Action, ChildAction>,
    path: Path,
    relayTo childSyncAction: CaseKeyPath<ChildAction, NavigationPath>,
    @ReducerBuilder<ChildState, ChildAction> then childReducer: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _NavChild<State, Action>
  where Child: Reducer<ChildState, ChildAction> {
    let nav = nav
    let pathAction = pathAction
    let relay = AnyCasePath(childSyncAction)
    let owner = owner
    return _NavChild { base in
      let reducer = makeIfLetNavigated(
        parent: Reduce(base), child: child, childAction: childAction, nav: nav, tag: path,
        syncAction: pathAction, relay: relay, childReducer: childReducer, owner: owner,
        inherited: [], fileID: fileID, line: line)
      return (reducer.reduce(into:action:), reducer.launchSteps)
    }
  }
}

/// One declaration collected by `navigationStackContext`: how to wrap the reducer so far,
/// and the launch steps of what it declares. Public only because the builder's signature
/// names it; build one with `context.ifLet`.
public struct _NavChild<State, Action> {
  @usableFromInline typealias Reduction = (inout State, Action) -> Effect<Action>
  @usableFromInline let apply: (@escaping Reduction) -> (reduce: Reduction, launchSteps: [Any])

  @inlinable init(
    apply: @escaping (@escaping Reduction) -> (reduce: Reduction, launchSteps: [Any])
  ) {
    self.apply = apply
  }
}

/// Collects `context.ifLet` declarations, with `if`, `if`/`else` and `for` among them.
@resultBuilder
public enum _NavigationBuilder {
  public static func buildExpression<S, A>(_ child: _NavChild<S, A>) -> [_NavChild<S, A>] {
    [child]
  }
  public static func buildBlock<S, A>(_ children: [_NavChild<S, A>]...) -> [_NavChild<S, A>] {
    children.flatMap { $0 }
  }
  public static func buildOptional<S, A>(_ children: [_NavChild<S, A>]?) -> [_NavChild<S, A>] {
    children ?? []
  }
  public static func buildEither<S, A>(first children: [_NavChild<S, A>]) -> [_NavChild<S, A>] {
    children
  }
  public static func buildEither<S, A>(second children: [_NavChild<S, A>]) -> [_NavChild<S, A>] {
    children
  }
  public static func buildArray<S, A>(_ children: [[_NavChild<S, A>]]) -> [_NavChild<S, A>] {
    children.flatMap { $0 }
  }
}
