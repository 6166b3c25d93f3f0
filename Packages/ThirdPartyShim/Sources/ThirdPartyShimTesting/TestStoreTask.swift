/// The effects one `send` started, for a test to wait on or cancel.
public struct TestStoreTask: Sendable {
  let rawValue: Task<Void, Never>?

  /// Waits for the effects to finish.
  public func finish() async { await rawValue?.value }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
