extension Binding {
  /// A binding of an optional child store for a `@Presents` child, as TCA's
  /// `$store.scope(state: \.child, action: \.child)`: what `sheet(item:)` and `alert(_:)` take.
  ///
  /// Reading it scopes the store onto the child (`nil` while nothing is presented), so the
  /// child store sends `.presented(action)`. Writing `nil` (a swipe-down, an alert button)
  /// sends `.dismiss`, but only while the child this binding was made for is still the one
  /// presented: a stale binding cannot dismiss a child presented since. A dismissal that
  /// leaves the child in place means the parent has no `ifLet` for it, and is reported.
  public func scope<State, Action, ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Binding<Store<ChildState, ChildAction>?>
  where Value == Store<State, Action> {
    let store = wrappedValue
    let identity = _ChildIdentity.of(ChildState.self)
    let presentedID = store.state[keyPath: toChildState].flatMap { child in identity?(child) }
    let toPresented = toChildAction.appending(
      path: \AnyCasePath<Action, PresentationAction<ChildAction>>.presented)
    let casePath = AnyCasePath(toChildAction)
    return Binding<Store<ChildState, ChildAction>?>(
      get: { store.scope(state: toChildState, action: toPresented) },
      set: { newValue in
        guard newValue == nil, let child = store.state[keyPath: toChildState],
          identity.map({ $0(child) }) == presentedID
        else { return }
        store.send(casePath.embed(.dismiss))
        if store.state[keyPath: toChildState] != nil {
          reportIssue(
            """
            A binding at "\(fileID):\(line)" was set to "nil", but the presented child was \
            not cleared. The parent reducer needs an "ifLet" for this child, integrated \
            into the root reducer: ".ifLet(\\.$child, action: \\.child) { Child() }".
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        }
      })
  }
}
