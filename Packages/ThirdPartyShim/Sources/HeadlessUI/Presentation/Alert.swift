import ThirdPartyShim

extension View {
  /// Shows an alert while `isPresented` is true. Choosing a button writes `false` through the
  /// binding, then runs the button's action, as SwiftUI does. With no buttons, the alert has
  /// an "OK" button.
  public func alert<Actions: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert with a message under its title.
  public func alert<Actions: View, Message: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    let title = String(title)
    let actions = actions()
    let message = message()
    return adding { context in
      guard isPresented.wrappedValue else {
        return [.alert(AlertNode(title: title, message: nil, isPresented: false, buttons: []))]
      }
      let actionNodes = context.child("alert/actions").resolve(actions)
      var buttons = Node.gather(actionNodes) { if case let .button(b) = $0 { b } else { nil } }
      if buttons.isEmpty {
        buttons = [ButtonNode(label: "OK", role: .cancel, disabled: false, action: {})]
      }
      buttons = buttons.map { button in
        var button = button
        let action = button.action
        button.action = {
          isPresented.wrappedValue = false
          action()
        }
        return button
      }
      let text = Node.labelText(context.child("alert/message").resolve(message))
      return [
        .alert(
          AlertNode(
            title: title, message: text.isEmpty ? nil : text, isPresented: true,
            buttons: buttons))
      ]
    }
  }

  /// Shows the alert described by `state` while it is non-nil: choosing a button writes `nil`,
  /// then calls `action` with the button's action, if it has one.
  public func alert<Action>(
    _ state: Binding<AlertState<Action>?>, action: @escaping @MainActor (Action) -> Void
  ) -> some View {
    adding { _ in
      guard let alert = state.wrappedValue else {
        return [.alert(AlertNode(title: "", message: nil, isPresented: false, buttons: []))]
      }
      return [
        .alert(
          AlertNode(alert) { button in
            state.wrappedValue = nil
            if let value = button.action { action(value) }
          })
      ]
    }
  }

  /// Shows a feature's `@Presents var alert` as TCA's modern spelling does:
  /// `.alert($store.scope(state: \.alert, action: \.alert))`. A button with an action sends
  /// it through the child store, as `.presented(action)`, and the reducer's `ifLet` clears the
  /// alert; a button without one writes `nil`, which the binding turns into `.dismiss`.
  /// The action alone, not the action then `nil` as SwiftUI writes it: TCA ignores that
  /// second write because the action has already torn the presenting feature down (a
  /// store it calls invalid), and this shim's stores do not know they are gone.
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    adding { _ in
      guard let store = item.wrappedValue else {
        return [.alert(AlertNode(title: "", message: nil, isPresented: false, buttons: []))]
      }
      return [
        .alert(
          AlertNode(store.state) { button in
            if let value = button.action {
              store.send(value)
            } else {
              item.wrappedValue = nil
            }
          })
      ]
    }
  }
}

extension AlertNode {
  /// An alert node drawn from `AlertState`, each button choosing through `choose`.
  init<Action>(
    _ alert: AlertState<Action>, choose: @escaping @MainActor (ButtonState<Action>) -> Void
  ) {
    var buttons = alert.buttons.map { button in
      ButtonNode(
        label: button.label.string, role: button.role.map(ButtonRole.init), disabled: false,
        action: { choose(button) })
    }
    if buttons.isEmpty {
      let ok = ButtonState<Action>(role: .cancel) { TextState("OK") }
      buttons = [ButtonNode(label: "OK", role: .cancel, disabled: false, action: { choose(ok) })]
    }
    self.init(
      title: alert.title.string, message: alert.message?.string, isPresented: true,
      buttons: buttons)
  }
}

extension ButtonRole {
  init<Action>(_ role: ButtonState<Action>.Role) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
