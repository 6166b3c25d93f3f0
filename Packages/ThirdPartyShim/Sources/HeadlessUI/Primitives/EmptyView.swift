/// Nothing: what an empty slot renders, e.g. a destination whose store is gone.
public struct EmptyView: View {
  /// Nothing, for a branch that shows nothing.
  public init() {}
}

extension EmptyView: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [] }
}

/// Flexible space; headless, it takes none.
public struct Spacer: View {
  /// The minimum length is accepted so SwiftUI code compiles.
  public init(minLength: Double? = nil) {}
}

extension Spacer: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [] }
}

/// A separating line.
public struct Divider: View {
  /// A line between two groups of rows, drawn as `---`.
  public init() {}
}

extension Divider: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text("---")] }
}
