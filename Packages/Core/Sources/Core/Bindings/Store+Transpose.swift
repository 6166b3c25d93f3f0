import ThirdPartyShim

/// Turns a store of an optional slot into an optional store, so a view builds its child only
/// while there is one and an empty slot renders nothing, no placeholder:
///
/// ```swift
/// if let editor = store.scope(state: \.editor, action: \.editor).transpose() {
///   EditorView(store: editor)
/// }
/// ```
///
/// The returned store reads the live slot; if the slot empties while a view still holds the
/// store, it keeps answering with the last value it read instead of crashing, as TCA's scopes
/// do. Views read on every frame, so that is the value last drawn.
extension Store {
  /// `Store<Child?>` → `Store<Child>?`: `nil` while the slot is empty.
  public func transpose<Child>() -> Store<Child, Action>? where State == Child? {
    transposed { $0 }
  }

  /// `Store<Presentation<Child>>` → `Store<Child>?`: a store while `.presented` and through
  /// `.dismissing(last:)`, `nil` only once `.dismissed`; so a sheet's content stays on screen
  /// during its dismissal animation instead of flickering blank.
  public func transpose<Child>() -> Store<Child, Action>? where State == Presentation<Child> {
    transposed(\.wrapped)
  }

  private func transposed<Child>(_ read: @escaping @MainActor (State) -> Child?)
    -> Store<Child, Action>?
  {
    guard let initial = read(state) else { return nil }
    let last = LastChild(initial)
    return scope(
      state: { state in
        if let current = read(state) { last.value = current }
        return last.value
      },
      action: { $0 })
  }
}

extension Store where Action: CasePathable {
  /// A store for a `Presentation` slot, sending its child's actions as `.presented`:
  /// `store.scope(state: \.editor, action: \.editor)?` – present through `.dismissing(last:)`.
  public func scope<Child, ChildAction>(
    state toSlot: KeyPath<State, Presentation<Child>>,
    action toAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<Child, ChildAction>? {
    let casePath = AnyCasePath(toAction)
    return scope(state: { $0[keyPath: toSlot] }, action: { casePath.embed(.presented($0)) })
      .transpose()
  }
}

@MainActor
private final class LastChild<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
