import ThirdPartyShim

/// Presence and item bindings: what a sheet or an alert binds to, from a `Bool`, an optional
/// or a `Presentation` slot of the state.
///
/// A container writes only dismissals (`false`, `nil`): presenting is a state write in a
/// reducer. So each binding reads the slot and, when written away from "shown" while the slot
/// is shown, sends `dismiss` once; any other write is ignored. Sending only on that edge keeps
/// an alert button's own action and the alert's dismissal from both sending `dismiss`.
extension Store {
  /// `true` while the flag is set: `.alert("Delete book?", isPresented: store.presence(
  /// \.confirmingDelete, dismiss: .cancelDelete)) { … }`.
  public func presence(_ flag: KeyPath<State, Bool>, dismiss: Action) -> Binding<Bool> {
    presenceBinding(isShown: { $0[keyPath: flag] }, dismiss: dismiss)
  }

  /// `true` while the optional slot holds a value.
  public func presence<Child>(_ slot: KeyPath<State, Child?>, dismiss: Action) -> Binding<Bool> {
    presenceBinding(isShown: { $0[keyPath: slot] != nil }, dismiss: dismiss)
  }

  /// `true` only while `.presented`: a dismissing child turns the binding false, so the sheet
  /// animates out while its content, read through `transpose()`, stays on screen.
  public func presence<Child>(
    _ slot: KeyPath<State, Presentation<Child>>, dismiss: Action
  ) -> Binding<Bool> {
    presenceBinding(isShown: { $0[keyPath: slot].isPresented }, dismiss: dismiss)
  }

  /// The child while the optional slot holds it: `.sheet(item: store.item(\.promo, dismiss: …))`.
  public func item<Child>(_ slot: KeyPath<State, Child?>, dismiss: Action) -> Binding<Child?> {
    itemBinding(read: { $0[keyPath: slot] }, dismiss: dismiss)
  }

  /// The child only while `.presented`, for a `.sheet(item:)` that needs the value
  /// (an `Identifiable` child); `nil` from `.dismissing` on, which starts the dismissal.
  public func item<Child>(
    _ slot: KeyPath<State, Presentation<Child>>, dismiss: Action
  ) -> Binding<Child?> {
    itemBinding(
      read: { state in
        if case let .presented(child) = state[keyPath: slot] { child } else { nil }
      },
      dismiss: dismiss)
  }

  private func presenceBinding(
    isShown: @escaping @MainActor (State) -> Bool, dismiss: Action
  ) -> Binding<Bool> {
    Binding(
      get: { isShown(self.state) },
      set: { newValue in
        if !newValue && isShown(self.state) { self.send(dismiss) }
      })
  }

  private func itemBinding<Child>(
    read: @escaping @MainActor (State) -> Child?, dismiss: Action
  ) -> Binding<Child?> {
    Binding(
      get: { read(self.state) },
      set: { newValue in
        if newValue == nil && read(self.state) != nil { self.send(dismiss) }
      })
  }
}
