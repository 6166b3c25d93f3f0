/// Runs `operation` so that `Task.cancel(id:)`, or an effect's `.cancel(id:)` with the same id,
/// cancels it; with `cancelInFlight`, an operation already running under `id` is cancelled
/// first (a debounce written inside an effect). As in TCA, the id is qualified by the
/// navigation path of the effect this runs in.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws -> T
) async rethrows -> T {
  let context = EffectContext.current
  let registry = context?.registry ?? CancellationRegistry.detached
  let key = CancellationRegistry.Key(
    id: AnyHashableSendable(id), path: context?.path ?? .root)
  if cancelInFlight { registry.cancel(key) }
  let task = Task { try await operation() }
  let token = CancellationRegistry.Token(task)
  registry.insert(token, under: [key], counted: false)
  defer { registry.remove(token, from: [key], counted: false) }
  do {
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  } catch {
    return try Result<T, any Error>.failure(error)._rethrowGet()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the work running under `id`: effects made `cancellable(id:)` and operations run
  /// in `withTaskCancellation(id:)`, at the navigation path of the caller (and below it, by
  /// the same rule as `.cancel(id:)`).
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    let registry = context?.registry ?? CancellationRegistry.detached
    registry.cancel(.init(id: AnyHashableSendable(id), path: context?.path ?? .root))
  }
}

/// Rethrows an error a `rethrows` function may only pass through from its argument.
@rethrows
private protocol RethrowingResult {
  associatedtype Output
  func get() throws -> Output
}

extension RethrowingResult {
  fileprivate func _rethrowGet() rethrows -> Output { try get() }
}

extension Result: RethrowingResult {}
