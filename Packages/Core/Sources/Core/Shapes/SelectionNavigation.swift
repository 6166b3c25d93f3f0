import ThirdPartyShim

/// The selection shape's one operation: choose a tab (or a split view's sidebar item).
///
/// Selection is stored as a plain value (`tab: Tab`); changing it through an action, not by
/// writing state from a view, lets a reducer veto it (`allow:`) and lets tests see it.
public enum SelectionNavigation<Tag>: CasePathable {
  /// Asks for this tab; `allow:` may refuse it, leaving the selection as it was.
  case select(Tag)
}

extension SelectionNavigation: Equatable where Tag: Equatable {}
extension SelectionNavigation: Hashable where Tag: Hashable {}
extension SelectionNavigation: Sendable where Tag: Sendable {}

extension Reducer where Action: CasePathable {
  /// Applies `.select` to `selection`, then runs this reducer, which sees the new selection.
  ///
  /// ```swift
  /// .navigationSelection(\.tab, action: \.tab) { state, _ in !state.editorHasUnsavedEdits }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: Where the selected tag is stored, `\.tab`.
  ///   - action: The action case carrying the shape's operations, `\.tab`.
  ///   - allow: Asked with the state before the change and the requested tag; `false` vetoes
  ///     the change and leaves the state untouched (this reducer still sees the action).
  public func navigationSelection<Tag>(
    _ selection: WritableKeyPath<State, Tag>,
    action: CaseKeyPath<Action, SelectionNavigation<Tag>>,
    allow: @escaping (_ state: State, _ tag: Tag) -> Bool = { _, _ in true }
  ) -> some Reducer<State, Action> {
    let casePath = AnyCasePath(action)
    return CombineReducers {
      Reduce<State, Action> { state, action in
        if case let .select(tag)? = casePath.extract(from: action), allow(state, tag) {
          state[keyPath: selection] = tag
        }
        return .none
      }
      self
    }
  }
}
