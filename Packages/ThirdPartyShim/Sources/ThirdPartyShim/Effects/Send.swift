/// Sends actions from inside an effect's `.run` back into the store, on the main actor.
/// Actions sent after the effect was cancelled are dropped, as in TCA.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor (Action) -> Void

  /// Wraps the store's send; made by the runtime for each `.run` effect, not by features.
  public nonisolated init(send: @escaping @MainActor (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store, as `await send(.loaded(books))` reads in an effect. Dropped
  /// once the effect is cancelled, so a popped feature's late answer changes nothing.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
