extension View {
  /// The title of the screen: shown in the stack's breadcrumbs by the host.
  public func navigationTitle(_ title: some StringProtocol) -> some View {
    let title = String(title)
    return adding { _ in [.title(title)] }
  }
}
