/// Builds views from a closure's statements, as SwiftUI's `@ViewBuilder` does: several views,
/// `if`/`else`, `if let`, `switch`, `for` loops, and nothing at all.
///
/// Every partial result is a `ViewList`, a type-erased list. SwiftUI keeps static types for
/// diffing; a headless host re-evaluates the tree on every frame, so one type is enough and
/// keeps large `switch`es cheap to type-check.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// One listed view, as a list of one (a list stays itself).
  public static func buildExpression<Content: View>(_ content: Content) -> ViewList {
    if let list = content as? ViewList { return list }
    return ViewList([content])
  }

  /// An empty body: nothing is drawn.
  public static func buildBlock() -> ViewList { ViewList([]) }

  /// The listed views, in order.
  public static func buildBlock(_ components: ViewList...) -> ViewList {
    ViewList(components.flatMap(\.children))
  }

  /// The views under an `if` that held; nothing otherwise.
  public static func buildOptional(_ component: ViewList?) -> ViewList {
    component ?? ViewList([])
  }

  /// The views of an `if` branch that was taken.
  public static func buildEither(first component: ViewList) -> ViewList { component }

  /// The views of an `else` branch that was taken.
  public static func buildEither(second component: ViewList) -> ViewList { component }

  /// The views of a `for` loop, in order.
  public static func buildArray(_ components: [ViewList]) -> ViewList {
    ViewList(components.flatMap(\.children))
  }

  /// The views under `if #available`, as they are.
  public static func buildLimitedAvailability(_ component: ViewList) -> ViewList { component }
}

/// Views in order, as a builder produces them; drawn one after another.
public struct ViewList: View {
  let children: [any View]

  init(_ children: [any View]) { self.children = children }

}

extension ViewList: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    children.enumerated().flatMap { index, child in
      context.child("\(index)").resolve(child)
    }
  }

  var flattenedChildren: [any View] { children.flatMap { flattenChildren($0) } }
}

/// Splits a view into the views a container treats as separate children (tabs of a
/// `TabView`): lists, groups and `ForEach` open up; anything else is one child.
@MainActor
func flattenChildren(_ view: any View) -> [any View] {
  if let list = view as? ViewList { return list.flattenedChildren }
  if let group = view as? Group { return flattenChildren(group.content) }
  if let forEach = view as? ForEach { return forEach.makeChildren().flatMap { flattenChildren($0) } }
  return [view]
}
