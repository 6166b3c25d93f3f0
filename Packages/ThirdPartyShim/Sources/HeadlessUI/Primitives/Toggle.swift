import ThirdPartyShim

/// A switch bound to a `Binding<Bool>`: toggling writes the binding.
public struct Toggle: View {
  let title: String
  let isOn: Binding<Bool>

  /// A switch found by its label (`toggle Notifications`), writing through `isOn`.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

}

extension Toggle: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    [.toggle(label: title, isOn: isOn, disabled: context.disabled)]
  }
}
