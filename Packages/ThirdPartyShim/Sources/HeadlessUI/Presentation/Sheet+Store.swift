import ThirdPartyShim

extension View {
  /// Presents a feature's `@Presents` child in a sheet, as TCA's modern spelling does:
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.promoCode, action: \.promoCode)) { promoStore in
  ///   PromoCodeView(store: promoStore)
  /// }
  /// ```
  ///
  /// A swipe-down writes `nil`, which the scoped binding turns into `.dismiss`. The dismissal
  /// frame draws the child store of the last presented frame, which answers the last child
  /// state it read once the slot is cleared, so the sheet keeps its content as it slides away.
  public func sheet<ChildState, ChildAction, Content: View>(
    item: Binding<Store<ChildState, ChildAction>?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Content
  ) -> some View {
    addingSheet { context in
      let current = item.wrappedValue
      return [
        .sheet(
          SheetNode(
            id: context.id + "/sheet", isPresented: current != nil, item: current,
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss,
            content: { last in
              guard let last = last as? Store<ChildState, ChildAction> else { return EmptyView() }
              return content(last)
            }))
      ]
    }
  }
}
