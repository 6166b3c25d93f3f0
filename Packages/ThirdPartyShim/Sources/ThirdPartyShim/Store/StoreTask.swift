/// The work a `send` started: await it to let effects finish, or cancel it.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(_ rawValue: Task<Void, Never>?) { self.rawValue = rawValue }

  /// Cancels the effects the action started.
  public func cancel() { rawValue?.cancel() }

  /// Waits until the effects the action started have finished.
  public func finish() async { await rawValue?.value }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
