/// Where a toolbar item goes; accepted for source compatibility, drawn in one toolbar row.
public enum ToolbarItemPlacement: Sendable {
  case automatic, principal, cancellationAction, confirmationAction, primaryAction
  case topBarLeading, topBarTrailing, bottomBar
}

/// One item of a toolbar: `ToolbarItem(placement: .confirmationAction) { Button("Save") { … } }`.
public struct ToolbarItem: View {
  let content: any View

  public init<Content: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

}

extension ToolbarItem: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { context.child("ToolbarItem").resolve(content) }
}

extension View {
  /// Buttons in the screen's navigation bar; tappable like any other button while the screen
  /// is on top of its stack.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return adding { context in [.toolbar(context.child("toolbar").resolve(items))] }
  }
}
