import Synchronization

/// Counts the outside work the app is waiting for: a payment request, a sleep on the clock,
/// a file being written.
///
/// The shell prints a frame only once the app is quiet, so a script's frames are the same on
/// every run however slow the machine. The store's effects are counted by the `EffectTracker`
/// its root reducer is wrapped in; the clients and the clock the app injects are counted here,
/// whoever calls them (a write the shell waits for before exiting). The shell also waits for
/// the store to stop reducing (see `Session.waitUntilQuiet`).
public final class Activity: Sendable {
  private let inFlight = Mutex(0)

  public init() {}

  /// Whether no tracked work is running.
  public var isIdle: Bool { inFlight.withLock { $0 == 0 } }

  /// Runs `work`, counted as in flight until it returns or throws.
  public func track<T: Sendable>(
    _ work: @Sendable () async throws -> T
  ) async rethrows -> T {
    inFlight.withLock { $0 += 1 }
    defer { inFlight.withLock { $0 -= 1 } }
    return try await work()
  }

  /// Runs synchronous `work` counted as in flight: a file write on the caller's thread.
  public func track<T>(_ work: () throws -> T) rethrows -> T {
    inFlight.withLock { $0 += 1 }
    defer { inFlight.withLock { $0 -= 1 } }
    return try work()
  }
}
