extension View {
  /// Registers how values of `data` pushed on the enclosing stack are drawn.
  ///
  /// As in SwiftUI, the registration must sit on the stack's root view (or a view around
  /// it), where the stack sees it. A registration inside a pushed screen is reported and
  /// ignored, so a feature's `checkoutDestinations(store:)` is attached by its host at the root.
  public func navigationDestination<D: Hashable, Destination: View>(
    for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> Destination
  ) -> some View {
    ModifiedView(self) { content, context in
      let name = typeName(D.self)
      if case let .pushed(depth) = context.stack {
        context.warn(NavigationWarnings.destinationInPushedScreen(name, depth: depth))
        return context.resolve(content)
      }
      let registration = DestinationRegistration(type: D.self, typeName: name) { value in
        guard let value = value.base as? D else { return EmptyView() }
        return destination(value)
      }
      // Before the content: the outermost registration is the one closest to the root.
      return [.destination(registration)] + context.resolve(content)
    }
  }
}
