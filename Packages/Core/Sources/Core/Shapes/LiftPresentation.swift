import ThirdPartyShim

extension Reducer where Action: CasePathable {
  /// Runs a presented child through its lifecycle:
  ///
  /// ```swift
  /// .liftPresentation(state: \.editor, action: \.editor) { EditorFeature() }
  /// ```
  ///
  /// - `.presented(childAction)` runs the child while it is presented or dismissing (the
  ///   child runs first; this reducer sees its result). Once dismissed, child actions are
  ///   ignored without a warning: a late tap during the exit animation is expected.
  /// - `.dismiss` advances one stage, so both edges SwiftUI reports are the same action: a
  ///   swipe-down writes the presence binding (presented → dismissing, the content stays on
  ///   screen while the sheet slides away) and `onDismiss` follows (dismissing → dismissed).
  ///   A programmatic `dismiss()` is the first stage written as state. The parent sees the
  ///   action first, with the child still there.
  /// - Reaching `.dismissed`, by `.dismiss` or by this reducer writing it, cancels the child's
  ///   in-flight effects.
  public func liftPresentation<ChildState, ChildAction, Child>(
    state toPresentation: WritableKeyPath<State, Presentation<ChildState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action>
  where Child: Reducer<ChildState, ChildAction> {
    let slot = toPresentation.appending(path: \Presentation<ChildState>.slot)
    let childAction = toPresentationAction.appending(
      path: \AnyCasePath<Action, PresentationAction<ChildAction>>.presentedChild)
    let stages = _PresentationStages(
      parent: self, presentation: toPresentation,
      action: AnyCasePath(toPresentationAction))
    // The presented child's own contexts launch with it (a restored sheet's stack).
    let own: NavigationLaunch.Step<State> = { state in
      // A child's steps change the child's state only, so a presented child stays presented.
      guard state[keyPath: slot] != nil else { return }
      for step in NavigationLaunch.steps(of: child()) { step(&state[keyPath: slot]!) }
    }
    NavigationLaunch.register([own])
    let lifted = NavigationLaunch.ignoring {
      stages.ifLet(slot, action: childAction, then: child, fileID: fileID, line: line)
    }
    return _LiftPresentation(
      stages: stages, lifted: lifted,
      launchSteps: NavigationLaunch.inherited(from: self) + [own as Any])
  }
}

extension AnyCasePath where Value: _PresentationActionProtocol {
  /// `\.editor` then `.presented`: the child's own actions, as a case path `ifLet` accepts.
  fileprivate var presentedChild: AnyCasePath<Root, Value.Child> {
    AnyCasePath<Root, Value.Child>(
      embed: { self.embed(Value.presented($0)) },
      extract: { self.extract(from: $0).flatMap(\.presentedAction) })
  }
}

/// Lets `AnyCasePath` name `PresentationAction`'s child type in a constrained extension.
protocol _PresentationActionProtocol {
  associatedtype Child
  static func presented(_ child: Child) -> Self
  var presentedAction: Child? { get }
}

extension PresentationAction: _PresentationActionProtocol {
  var presentedAction: Action? {
    if case let .presented(action) = self { action } else { nil }
  }
}

/// Skips the child, not the parent, once dismissed; otherwise runs the lifted reducer.
struct _LiftPresentation<
  Parent: Reducer, Lifted: Reducer<Parent.State, Parent.Action>, ChildState, ChildAction
>:
  Reducer, LaunchStepping
{
  let stages: _PresentationStages<Parent, ChildState, ChildAction>
  let lifted: Lifted
  let launchSteps: [Any]

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    if case .presented? = stages.action.extract(from: action),
      case .dismissed = state[keyPath: stages.presentation]
    {
      return stages.reduce(into: &state, action: action)
    }
    return lifted.reduce(into: &state, action: action)
  }
}

/// The parent, then the second dismissal stage. Sits in `ifLet`'s parent position, so that
/// reaching `.dismissed` here is what cancels the child's effects.
struct _PresentationStages<Parent: Reducer, ChildState, ChildAction>: Reducer {
  let parent: Parent
  let presentation: WritableKeyPath<Parent.State, Presentation<ChildState>>
  let action: AnyCasePath<Parent.Action, PresentationAction<ChildAction>>

  init(
    parent: Parent,
    presentation: WritableKeyPath<Parent.State, Presentation<ChildState>>,
    action: AnyCasePath<Parent.Action, PresentationAction<ChildAction>>
  ) {
    self.parent = parent
    self.presentation = presentation
    self.action = action
  }

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let effects = parent.reduce(into: &state, action: action)
    if case .dismiss? = self.action.extract(from: action) {
      switch state[keyPath: presentation] {
      case .presented: state[keyPath: presentation] = state[keyPath: presentation].dismiss()
      case .dismissing, .dismissed: state[keyPath: presentation] = .dismissed
      }
    }
    return effects
  }
}
