/// Nothing: what an empty slot renders, e.g. a destination whose store is gone.
public struct EmptyView: View {
  public init() {}
}

extension EmptyView: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [] }
}

/// Flexible space; headless, it takes none.
public struct Spacer: View {
  public init(minLength: Double? = nil) {}
}

extension Spacer: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [] }
}

/// A separating line.
public struct Divider: View {
  public init() {}
}

extension Divider: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text("---")] }
}
