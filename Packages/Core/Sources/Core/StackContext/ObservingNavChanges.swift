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
  /// - Parameters:
  ///   - nav: The shared stack, `\.$nav`.
  ///   - pathAction: The action a view sends when SwiftUI writes the path, `\.pathDidChange`.
  public func observingNavChanges(
    nav: KeyPath<State, Shared<NavigationState>>,
    pathAction: CaseKeyPath<Action, NavigationPath>
  ) -> some Reducer<State, Action> {
    _ObservingNavChanges(base: self, nav: nav, pathAction: Action.casePath(pathAction))
  }
}

struct _ObservingNavChanges<Base: Reducer>: Reducer where Base.Action: CasePathable {
  let base: Base
  let nav: KeyPath<Base.State, Shared<NavigationState>>
  let pathAction: AnyCasePath<Base.Action, NavigationPath>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state[keyPath: nav].wrappedValue.popGeneration
    let effects = base.reduce(into: &state, action: action)
    let after = state[keyPath: nav].wrappedValue
    guard after.popGeneration != before else { return effects }
    if let sent = pathAction.extract(action), sent == after.path { return effects }
    return effects.merge(with: .send(pathAction.embed(after.path)))
  }
}
