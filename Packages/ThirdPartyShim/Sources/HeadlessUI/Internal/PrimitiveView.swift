/// A built-in view the host draws itself: it turns into nodes instead of having a body.
///
/// Internal, so features cannot add primitives: every screen is made of the built-ins, and
/// the host knows how to draw and drive all of them.
@MainActor
protocol PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node]
}
