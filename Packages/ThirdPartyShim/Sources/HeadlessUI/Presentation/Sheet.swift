import ThirdPartyShim

extension View {
  /// Presents `content` in a sheet while `isPresented` is true.
  ///
  /// A swipe-down writes `false` through the binding. When the binding turns false, by a
  /// swipe or by state, the sheet stays on screen for one more frame (the dismissal
  /// animation), its content still evaluated, then `onDismiss` runs, as in SwiftUI.
  /// A sheet is its own navigation context: a `NavigationStack` inside it is allowed.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    addingSheet { context in
      [
        .sheet(
          SheetNode(
            id: context.id + "/sheet", isPresented: isPresented.wrappedValue, item: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
            content: { _ in content() }))
      ]
    }
  }

  /// Presents `content` for `item` while it is non-nil.
  ///
  /// A swipe-down writes `nil`. During the dismissal frame the content is built from the
  /// last item, so what it shows depends on what it reads: a view that reads a plain optional
  /// from the store goes blank here, one that reads `Presentation.dismissing(last:)` does not.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    addingSheet { context in
      let current = item.wrappedValue
      return [
        .sheet(
          SheetNode(
            id: context.id + "/sheet", isPresented: current != nil, item: current,
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
            content: { last in
              guard let last = last as? Item else { return EmptyView() }
              return content(last)
            }))
      ]
    }
  }
}

extension View {
  /// Like `adding`, but resolves the content one level down, so a sheet modifier's id is its
  /// own: two `.sheet` modifiers on one view (a book screen hosting the editor and checkout)
  /// are two presentations, and the host must remember each one's dismissal separately.
  func addingSheet(_ add: @escaping @MainActor (ResolveContext) -> [Node]) -> ModifiedView {
    ModifiedView(self) { content, context in
      context.child("presenting").resolve(content) + add(context)
    }
  }
}
