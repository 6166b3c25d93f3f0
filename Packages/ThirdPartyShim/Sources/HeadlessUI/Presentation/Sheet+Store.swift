import ThirdPartyShim

extension View {
  /// Presents a feature's `@Presents` child in a sheet, as TCA's `.sheet(item: $store.scope(…))`:
  ///
  /// ```swift
  /// .sheet(store: store.scope(state: \.$promoCode, action: \.promoCode)) { promoStore in
  ///   PromoCodeView(store: promoStore)
  /// }
  /// ```
  ///
  /// A swipe-down sends `.dismiss`. Once the slot is cleared, the child store answers the last
  /// child state the host drew, as TCA's does, so the dismissal frame keeps its content.
  public func sheet<ChildState, ChildAction, Content: View>(
    store: Store<PresentationState<ChildState>, PresentationAction<ChildAction>>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Content
  ) -> some View {
    addingSheet { context in
      // The child state is the sheet's item: the host keeps the last one for the dismissal.
      let current = store.state.wrappedValue
      return [
        .sheet(
          SheetNode(
            id: context.id + "/sheet", isPresented: current != nil, item: current,
            dismiss: { if store.state.wrappedValue != nil { store.send(.dismiss) } },
            onDismiss: onDismiss,
            content: { last in
              guard let last = last as? ChildState else { return EmptyView() }
              let child = store.scope(
                state: { $0.wrappedValue ?? last }, action: { .presented($0) })
              return content(child)
            }))
      ]
    }
  }
}

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
