import ThirdPartyShim

/// An editable line of text, bound to a `Binding<String>`: typing writes the binding.
public struct TextField: View {
  let title: String
  let text: Binding<String>

  /// A field found by its title (`type Title Dune`), writing what is typed through `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

}

extension TextField: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    [.textField(label: title, text: text, disabled: context.disabled)]
  }
}
