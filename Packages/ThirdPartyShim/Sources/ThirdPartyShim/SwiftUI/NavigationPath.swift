/// SwiftUI's `NavigationPath`: a type-erased list of the values pushed on a stack.
///
/// Opaque to features, as in SwiftUI: they may count, append and remove, not inspect.
/// The headless view layer (same package) reads the elements to resolve destinations.
public struct NavigationPath: Equatable, @unchecked Sendable {
  // Unchecked: `append` accepts only `Sendable` values.
  package var elements: [AnyHashable]

  public init() { self.elements = [] }

  /// A path holding `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
    self.elements = elements.map { AnyHashable($0) }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func append<V: Hashable & Sendable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values; removing more than there are is a programming error in
  /// SwiftUI, reported here and clamped.
  public mutating func removeLast(_ k: Int = 1) {
    guard k <= elements.count else {
      reportRuntimeWarning(
        "NavigationPath.removeLast(\(k)) on a path of \(elements.count); removed all of them.")
      elements.removeAll()
      return
    }
    elements.removeLast(k)
  }
}

extension NavigationPath: CustomStringConvertible {
  public var description: String {
    "NavigationPath(\(elements.map { "\($0.base)" }.joined(separator: ", ")))"
  }
}

extension NavigationPath: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements.map(\.base), displayStyle: .collection)
  }
}
