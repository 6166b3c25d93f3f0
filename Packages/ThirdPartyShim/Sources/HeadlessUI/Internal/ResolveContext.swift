/// Where in the tree a view is being resolved: its structural identity, whether it is inside
/// a navigation stack, and the session that collects the frame's warnings.
///
/// A value passed down, like SwiftUI's environment: a sheet's content starts a fresh context,
/// which is why a stack inside a sheet is allowed.
@MainActor
struct ResolveContext {
  /// Where a view sits relative to the nearest navigation stack.
  enum StackPlacement: Equatable {
    case outside
    case root
    case pushed(depth: Int)
  }

  let session: ResolveSession
  /// The structural path of the view: stable across frames while the tree keeps its shape.
  var id: String
  var stack: StackPlacement = .outside
  var disabled = false

  init(session: ResolveSession, id: String) {
    self.session = session
    self.id = id
  }

  func child(_ component: String) -> ResolveContext {
    var copy = self
    copy.id += "/" + component
    return copy
  }

  /// Resolves a view into nodes: a built-in draws itself, anything else is its body.
  func resolve(_ view: any View) -> [Node] {
    if let primitive = view as? any PrimitiveView { return primitive.makeNodes(self) }
    return child(typeName(of: view)).resolve(view.body)
  }

  func warn(_ message: String) { session.warnings.append(message) }
}

/// What one resolution pass collects besides nodes.
@MainActor
final class ResolveSession {
  var warnings: [String] = []
}

/// A type's name as SwiftUI prints it in messages: `CheckoutPath`, `Array<Int>`.
func typeName(of value: Any) -> String { typeName(type(of: value)) }

func typeName(_ type: Any.Type) -> String { String(describing: type) }
