import Foundation

/// Storage writes an app started and the storage has not finished (a delete, the settings):
/// not gated, since no step needs to hold them, but a quit waits for them as the App's shell
/// waits for the disk, so a relaunch reads the library the person left.
public final class WritesInFlight: @unchecked Sendable {
  // Unchecked: `count` is guarded by `lock`.
  private let lock = NSLock()
  private var count = 0

  public init() {}

  /// Runs one write, counted while it runs.
  public func track<T: Sendable>(_ write: () async throws -> T) async rethrows -> T {
    lock.withLock { count += 1 }
    defer { lock.withLock { count -= 1 } }
    return try await write()
  }

  public var isIdle: Bool { lock.withLock { count == 0 } }

  /// Waits until no write runs, at most `limit`; false if one still ran then. Yields first,
  /// so an effect started by the last step reaches its write before it is looked for.
  public func drain(within limit: Duration = .seconds(2)) async -> Bool {
    for _ in 0..<50 { await Task.yield() }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    while !isIdle, clock.now < deadline {
      try? await Task.sleep(for: .microseconds(100))
    }
    return isIdle
  }
}
