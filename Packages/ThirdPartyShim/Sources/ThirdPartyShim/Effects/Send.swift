/// Sends actions from inside an effect's `.run` back into the store, on the main actor.
/// Actions sent after the effect was cancelled are dropped, as in TCA.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor (Action) -> Void

  public nonisolated init(send: @escaping @MainActor (Action) -> Void) {
    self.send = send
  }

  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
