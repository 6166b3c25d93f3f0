extension Effect {
  /// Marks this effect cancellable by `id`. With `cancelInFlight`, work already running under
  /// the same id is cancelled first (a search field's debounce, a retried request).
  public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return cancelInFlight ? .cancel(id: id) : .none }
    return Self(.cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels every effect running under `id` in this store.
  public static func cancel<ID: Hashable & Sendable>(id: ID) -> Self {
    Self(.cancel(id: AnyHashableSendable(id)))
  }
}

/// A hashable, sendable box for cancellation ids of any type.
public struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // Unchecked: only values that are themselves `Sendable` are ever boxed.
  /// The boxed id, compared and hashed as the original value.
  public let base: AnyHashable
  /// Boxes an id; only `Sendable` ids are accepted, which is what makes the box safe to share.
  public init<Value: Hashable & Sendable>(_ value: Value) { self.base = AnyHashable(value) }
  /// Boxes an id whose type the caller knows is only ever compared, never shared mutably
  /// (the `id` of a child state, read for its navigation identity).
  init(unchecked value: AnyHashable) { self.base = value }
}

/// Lets a non-Sendable closure cross into a `@Sendable` one where the runtime guarantees it is
/// only called on one actor at a time.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}
