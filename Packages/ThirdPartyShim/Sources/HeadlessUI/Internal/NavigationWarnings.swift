/// The messages SwiftUI logs for navigation misuse, worded so the reader knows what to do.
///
/// Kept together so tests and documentation quote one source.
enum NavigationWarnings {
  static func destinationInPushedScreen(_ type: String, depth: Int) -> String {
    """
    A navigationDestination for “\(type)” is declared inside a view pushed onto a \
    NavigationStack (depth \(depth)), and is ignored. Only root-level navigation destinations \
    are effective for a navigation stack with a homogeneous path. Declare it on the stack's \
    root view, e.g. root.\(lowercasedFirst(type))Destinations(store:).
    """
  }

  static func duplicateDestination(_ type: String) -> String {
    """
    A navigationDestination for “\(type)” was declared earlier on the stack. Only the \
    destination declared closest to the root view of the stack will be used.
    """
  }

  static func noDestination(_ type: String, value: String) -> String {
    """
    A NavigationStack path holds a value of type “\(type)” (\(value)) but there is no \
    matching navigationDestination declaration visible from the location of the stack. The \
    value is shown as a placeholder. Register navigationDestination(for: \(type).self) on the \
    stack's root view.
    """
  }

  static let nestedStack = """
    A NavigationStack is nested inside another NavigationStack; SwiftUI does not support \
    nested stacks, and the inner stack's path is ignored. Push the inner flow's screens onto \
    the outer stack (navigationStackContext), or present the flow in a sheet, which has its \
    own navigation context.
    """

  private static func lowercasedFirst(_ type: String) -> String {
    let name = type.hasSuffix("Path") ? String(type.dropLast(4)) : type
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}
