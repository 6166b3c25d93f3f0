/// Reading the stack: the reason `NavigationState` exists next to the opaque `NavigationPath`.
extension NavigationState {
  /// How many values are on the stack.
  public var count: Int { items.count }

  /// Whether nothing is pushed.
  public var isEmpty: Bool { items.isEmpty }

  /// The value on top of the stack, if any.
  public var last: AnyHashable? { items.last }

  /// Whether `value` is anywhere on the stack: `nav.contains(CheckoutPath.payment)`.
  public func contains<V: Hashable & Sendable>(_ value: V) -> Bool {
    contains(item: AnyHashable(value))
  }

  /// The values of one path type, bottom first: `nav.compactMap(CheckoutPath.self)`.
  /// A feature sees its own screens without knowing what else is on the stack.
  public func compactMap<V: Hashable & Sendable>(_ type: V.Type) -> [V] {
    items.compactMap { $0.base as? V }
  }

  /// The top-most value of one path type: where a feature's own sub-stack currently is.
  public func last<V: Hashable & Sendable>(_ type: V.Type) -> V? {
    for item in items.reversed() {
      if let value = item.base as? V { return value }
    }
    return nil
  }
}
