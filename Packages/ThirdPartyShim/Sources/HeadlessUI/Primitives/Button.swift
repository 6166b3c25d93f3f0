/// What a button does, for the reader and for alerts: a cancel button is the one a
/// dismissal chooses, a destructive one is drawn as such.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The button a dismissal chooses; drawn as `(cancel)`.
  public static let cancel = ButtonRole(name: "cancel")
  /// A button that destroys something; drawn as `(destructive)`.
  public static let destructive = ButtonRole(name: "destructive")
  /// The role's name, as the frame shows it after the label.
  public var description: String { name }
}

/// A button: a label the host finds it by (`tap Buy`) and an action it runs when tapped.
public struct Button: View {
  let label: any View
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// A button found by its title: `Button("Buy") { store.send(.buyButtonTapped) }`.
  public init(
    _ title: some StringProtocol, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.label = Text(title)
    self.role = role
    self.action = action
  }

  /// A button whose label is a view: `Button { … } label: { Label("Buy", systemImage: "cart") }`.
  public init<Label: View>(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

}

extension Button: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    let text = Node.labelText(context.child("label").resolve(label))
    return [.button(ButtonNode(label: text, role: role, disabled: context.disabled, action: action))]
  }
}
