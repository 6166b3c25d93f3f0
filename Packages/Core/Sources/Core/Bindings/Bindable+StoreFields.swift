import ThirdPartyShim

extension Bindable {
  /// `$store.name`: a binding to a field the store itself can write, as SwiftUI's
  /// `@Bindable` gives for any writable property. For a feature whose action is
  /// `BindableAction` the store's fields are writable and each write sends
  /// `.binding(.set(\.name, newValue))`, so `TextField("Name", text: $store.name)` reads as in TCA.
  ///
  /// Where the field could also start a `.sending(_:)` path, the expected type decides: a
  /// control that takes a `Binding` gets this one.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Store<State, Action>, Member>
  ) -> Binding<Member> {
    let store = wrappedValue
    return Binding(
      get: { store[keyPath: keyPath] },
      set: { store[keyPath: keyPath] = $0 })
  }
}
