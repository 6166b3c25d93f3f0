import ThirdPartyShim

extension Bindable {
  /// `$store.scope(state: \.promoCode, action: \.promoCode)`: the binding of an optional child
  /// store that `sheet(item:)` and `alert(_:)` take, as SwiftUI's `@Bindable` gives it in TCA.
  /// Reading it scopes onto the presented child; writing `nil` sends `.dismiss`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Binding<Store<ChildState, ChildAction>?> {
    let store = wrappedValue
    return Binding(get: { store }, set: { _ in }).scope(
      state: toChildState, action: toChildAction,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
