/// Where a toolbar item goes; accepted for source compatibility, drawn in one toolbar row.
public enum ToolbarItemPlacement: Sendable {
  /// Wherever the platform puts items by default.
  case automatic
  /// The middle of the bar, where a title would be.
  case principal
  /// The place of a Cancel button in a sheet.
  case cancellationAction
  /// The place of a Save or Done button in a sheet.
  case confirmationAction
  /// The bar's most prominent place.
  case primaryAction
  /// The leading end of the top bar.
  case topBarLeading
  /// The trailing end of the top bar.
  case topBarTrailing
  /// The bottom toolbar.
  case bottomBar
}

/// One item of a toolbar: `ToolbarItem(placement: .confirmationAction) { Button("Save") { … } }`.
public struct ToolbarItem: View {
  let content: any View

  /// An item placed in the screen's toolbar; the placement is accepted so SwiftUI code compiles, and
  /// every item is drawn in one row.
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
