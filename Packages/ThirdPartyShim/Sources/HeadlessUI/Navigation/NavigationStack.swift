import ThirdPartyShim

/// A push stack bound to a path, as SwiftUI's: the root view, then one screen per path value.
///
/// Each path value is drawn by the `navigationDestination(for:)` registered for its type on
/// the root. A back swipe or pop-to-root writes a shorter path through the binding, exactly
/// where SwiftUI would, so `$store.nav.path.sending(\.pathDidChange)` turns it into an action.
public struct NavigationStack: View {
  let root: any View
  let path: PathAccess?

  /// A stack over a type-erased path: `NavigationStack(path: $store.nav.path.sending(…))`.
  public init<Root: View>(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      elements: { path.wrappedValue.elements },
      truncate: { count in
        var shorter = path.wrappedValue
        shorter.removeLast(shorter.count - count)
        path.wrappedValue = shorter
      })
  }

  /// A stack over a typed path: `NavigationStack(path: $path) { … }` with `path: [AppRoute]`.
  public init<Route: Hashable, Root: View>(
    path: Binding<[Route]>, @ViewBuilder root: () -> Root
  ) {
    self.root = root()
    self.path = PathAccess(
      elements: { path.wrappedValue.map { AnyHashable($0) } },
      truncate: { count in path.wrappedValue = Array(path.wrappedValue.prefix(count)) })
  }

  /// A stack that shows only its root: a navigation context for a title and toolbar, e.g. in
  /// a sheet.
  public init<Root: View>(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

}

/// Reads and shortens a stack's path, whatever its type.
@MainActor
struct PathAccess {
  let elements: () -> [AnyHashable]
  let truncate: (_ count: Int) -> Void
}

extension NavigationStack: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    guard context.stack == .outside else {
      context.warn(NavigationWarnings.nestedStack)
      return [.placeholder("nested NavigationStack ignored")]
        + context.child("nested").resolve(root)
    }
    var rootContext = context.child("NavigationStack")
    rootContext.stack = .root
    let rootNodes = rootContext.resolve(root)
    let registrations = self.registrations(in: rootNodes, context)
    var levels = [StackNode.Level(title: Node.title(of: rootNodes), nodes: rootNodes)]
    for (index, value) in (path?.elements() ?? []).enumerated() {
      // A pushed screen's identity is its path value, as in SwiftUI: replacing `book(3)` by
      // `book(1)` at the same depth is a new screen, so the old one's sheets leave with it
      // (no dismissal frame) and the new one appears.
      var levelContext = context.child(
        "NavigationStack/\(index + 1)/\(typeName(of: value.base)).\(value.base)")
      levelContext.stack = .pushed(depth: index + 1)
      let nodes: [Node]
      if let registration = registrations[ObjectIdentifier(type(of: value.base))] {
        nodes = levelContext.resolve(registration.content(value))
      } else {
        let name = typeName(of: value.base)
        context.warn(NavigationWarnings.noDestination(name, value: "\(value.base)"))
        nodes = [.placeholder("no navigationDestination for \(name): \(value.base)")]
      }
      levels.append(StackNode.Level(title: Node.title(of: nodes), nodes: nodes))
    }
    let truncate = path?.truncate ?? { _ in }
    return [.stack(StackNode(levels: levels, popTo: truncate))]
  }

  /// The root's registrations by type; the first (closest to the root) wins, as in SwiftUI.
  private func registrations(in nodes: [Node], _ context: ResolveContext)
    -> [ObjectIdentifier: DestinationRegistration]
  {
    var byType: [ObjectIdentifier: DestinationRegistration] = [:]
    let found = Node.gather(nodes) { if case let .destination(r) = $0 { r } else { nil } }
    for registration in found {
      let key = ObjectIdentifier(registration.type)
      if byType[key] == nil {
        byType[key] = registration
      } else {
        context.warn(NavigationWarnings.duplicateDestination(registration.typeName))
      }
    }
    return byType
  }
}
