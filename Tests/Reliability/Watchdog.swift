import Foundation

/// Turns a hang into a failure that names its input: a background thread checks that the
/// input being processed started less than `limit` ago, otherwise prints it and exits 3.
///
/// A parser that loops forever cannot report itself, and a CI timeout would only say that
/// something took too long; this says which input.
public final class Watchdog: @unchecked Sendable {
  // Unchecked: `current` is guarded by `lock`; the thread only reads it under the lock.
  private let lock = NSLock()
  private var current: (input: String, started: ContinuousClock.Instant)?
  private var stopped = false

  public init(limit: Duration) {
    let thread = Thread { [self] in
      let clock = ContinuousClock()
      while true {
        Thread.sleep(forTimeInterval: 0.1)
        let (input, started, stop) = lock.withLock { (current?.input, current?.started, stopped) }
        if stop { return }
        if let input, let started, clock.now - started > limit {
          FileHandle.standardError.write(
            Data("HANG: no answer after \(limit) for input \(input.debugDescription)\n".utf8))
          exit(3)
        }
      }
    }
    thread.start()
  }

  /// Marks `input` as being processed now.
  public func begin(_ input: String) { lock.withLock { current = (input, ContinuousClock().now) } }

  /// Marks the current input as done.
  public func end() { lock.withLock { current = nil } }

  /// Stops the thread.
  public func stop() { lock.withLock { stopped = true } }
}
