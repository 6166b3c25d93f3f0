/// A view with a modifier applied: what `.navigationTitle`, `.sheet`, `.toolbar` and the other
/// modifiers return. The modifier decides how the content resolves and what it adds (a
/// title, a sheet, a registration), so each modifier lives in the file of its concept.
public struct ModifiedView: View {
  let content: any View
  let apply: @MainActor (_ content: any View, _ context: ResolveContext) -> [Node]

  init(
    _ content: any View,
    apply: @escaping @MainActor (_ content: any View, _ context: ResolveContext) -> [Node]
  ) {
    self.content = content
    self.apply = apply
  }

}

extension ModifiedView: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { apply(content, context) }
}

extension View {
  /// The content's nodes followed by the preference nodes `add` makes.
  func adding(_ add: @escaping @MainActor (ResolveContext) -> [Node]) -> ModifiedView {
    ModifiedView(self) { content, context in
      context.resolve(content) + add(context)
    }
  }
}
