extension Reducer where Action: CasePathable {
  /// Runs `element` on each child of a collection, by id: TCA's `forEach`.
  ///
  /// The element runs before the parent, as in `ifLet`. Each element's effects are kept apart
  /// (their cancellation ids are qualified by the element's navigation id, its id in this
  /// collection) and are cancelled when the parent removes the element. An action for an element that is gone is reported, not
  /// crashed on.
  public func forEach<
    ElementState: Identifiable, ElementAction, Element: Reducer<ElementState, ElementAction>
  >(
    _ toElements: WritableKeyPath<State, IdentifiedArrayOf<ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, Element> where ElementState.ID: Sendable {
    _ForEachReducer(
      parent: self._makeReduce(),
      element: element()._makeReduce(),
      toElements: toElements,
      toElementAction: AnyCasePath(toElementAction),
      keyPath: toElements,
      location: "\(fileID):\(line)"
    )
  }
}

public struct _ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Parent.Action: CasePathable, Element.State: Identifiable, Element.State.ID: Sendable {
  public typealias State = Parent.State
  public typealias Action = Parent.Action
  typealias ID = Element.State.ID
  let parent: (inout State, Action) -> Effect<Action>
  let element: (inout Element.State, Element.Action) -> Effect<Element.Action>
  let toElements: WritableKeyPath<State, IdentifiedArrayOf<Element.State>>
  let toElementAction: AnyCasePath<Action, IdentifiedAction<ID, Element.Action>>
  let keyPath: AnyKeyPath
  let location: String

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var elementEffects = Effect<Action>.none
    if let identified = toElementAction.extract(from: action) {
      let id = identified.id
      if var current = state[keyPath: toElements][id: id] {
        let embed = toElementAction
        let effects = element(&current, identified.action)
        state[keyPath: toElements][id: id] = current
        elementEffects =
          effects
          .map { embed.embed(.element(id: id, action: $0)) }
          ._navigation(NavigationID(keyPath, identity: AnyHashableSendable(id)))
      } else {
        reportIssue(
          """
          A "forEach" at "\(location)" received an action for an element that is not in the \
          collection (id \(id)). Action: \(action). The action was ignored; an element's \
          actions are sent only while it is shown.
          """)
      }
    }
    let membership = state[keyPath: toElements]._membership
    let parentEffects = parent(&state, action)
    guard state[keyPath: toElements]._membership != membership else {
      return elementEffects.merge(with: parentEffects)
    }
    let cancels = state[keyPath: toElements]._changes(since: membership).removed.map {
      Effect<Action>._cancelNavigation(NavigationID(self.keyPath, identity: AnyHashableSendable($0)))
    }
    // Reconciled: the log need not outlive this action.
    state[keyPath: toElements]._clearChanges()
    return .merge([elementEffects, parentEffects] + cancels)
  }
}
