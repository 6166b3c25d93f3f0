import ThirdPartyShim

extension Reducer where Action: CasePathable {
  /// Re-dispatches `pathAction` whenever the shared stack shrank while this reducer ran.
  ///
  /// A back-swipe reaches the reducer as `pathAction`; a programmatic `popTo`/`popPast` from
  /// any reducer holding the stack does not. Re-sending `pathAction` with the stack's new path
  /// turns every pop into the same event, so one cleanup path (`ifLetNavigated`'s) serves
  /// both: one navigation event stream.
  ///
  /// When the action is `pathAction` itself and the stack ended exactly at its path, nothing
  /// is re-sent: the cleanup already ran on it. Changes made by effects, outside a reduce, are
  /// seen on the next action.
  ///
  /// The re-sent path goes ahead of the actions this reducer's own effects send: it carries
  /// the stack as it is now, and an action that pops and then sends something that pushes
  /// must not have that push trimmed by an older path arriving after it.
  ///
  /// - Parameters:
  ///   - nav: The shared stack, `\.$nav`.
  ///   - pathAction: The action a view sends when SwiftUI writes the path, `\.pathDidChange`.
  @inlinable public func observingNavChanges(
    nav: KeyPath<State, Shared<NavigationState>>,
    pathAction: CaseKeyPath<Action, NavigationPath>
  ) -> some Reducer<State, Action> {
    _ObservingNavChanges(
      base: { self.reduce(into: &$0, action: $1) }, nav: nav, pathAction: AnyCasePath(pathAction),
      declarationCheck: nil, launchSteps: NavigationLaunch.inherited(from: self))
  }
}

@usableFromInline
struct _ObservingNavChanges<State, Action>: Reducer, LaunchStepping {
  @usableFromInline let base: (inout State, Action) -> Effect<Action>
  @usableFromInline let nav: KeyPath<State, Shared<NavigationState>>
  @usableFromInline let pathAction: AnyCasePath<Action, NavigationPath>
  /// The `navigationStackContext` this is: set, it opens the undeclared-tag check
  /// (`DeclarationPass`) around each path action. Kept here so a context adds one layer.
  @usableFromInline let declarationCheck: DeclarationCheck?
  /// The launch steps of the reducer it wraps and of the children a context declares.
  @usableFromInline let launchSteps: [Any]

  @inlinable init(
    base: @escaping (inout State, Action) -> Effect<Action>,
    nav: KeyPath<State, Shared<NavigationState>>,
    pathAction: AnyCasePath<Action, NavigationPath>,
    declarationCheck: DeclarationCheck?,
    launchSteps: [Any]
  ) {
    self.launchSteps = launchSteps
    self.base = base
    self.nav = nav
    self.pathAction = pathAction
    self.declarationCheck = declarationCheck
  }

  @inlinable func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let sent = pathAction.extract(from: action)
    let before = state[keyPath: nav].wrappedValue.popGeneration
    let effects: Effect<Action>
    if sent != nil, let check = declarationCheck {
      effects = DeclarationPass.run(on: state[keyPath: nav], check: check) {
        base(&state, action)
      }
    } else {
      effects = base(&state, action)
    }
    let after = state[keyPath: nav].wrappedValue
    guard after.popGeneration != before else { return effects }
    if let sent, sent == after.path { return effects }
    return Effect<Action>.send(pathAction.embed(after.path)).merge(with: effects)
  }
}
