import Foundation

/// A clock whose time moves only when a test advances it, so time-based effects (a payment
/// request's latency, a debounce) are tested without sleeping.
///
/// Generic over its duration as swift-clocks' is: `TestClock<Duration>()`, or `TestClock()`
/// for the standard `Duration`. A sleep ends when the clock is advanced to its deadline, even a
/// sleep of zero (or until `now`): only a deadline already passed returns at once.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  // Unchecked: all mutable state is guarded by `lock`.
  /// A moment of the test clock: an offset from when the clock was made, so tests reason in
  /// durations, never in wall-clock times.
  public struct Instant: InstantProtocol, Sendable {
    /// How far the clock had moved at this moment.
    public var offset: Duration
    /// A moment at this offset; the clock starts at zero.
    public init(offset: Duration = .zero) { self.offset = offset }
    /// The moment this long after this one: what a sleep's deadline is computed with.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// How long from this moment to another, negative when the other came first.
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Orders moments by offset, so sleepers wake in deadline order.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    /// The clock's time when the sleep began: a deadline no later is a sleep for zero.
    let since: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var _now = Instant()
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 0
  private var cancelledBeforeSleeping: Set<UInt64> = []

  /// A clock at `now` (time zero by default) with nobody sleeping: each test makes its own.
  public init(now: Instant = Instant()) { self._now = now }

  /// The current moment; it changes only when the test advances the clock.
  public var now: Instant { lock.withLock { _now } }
  /// Zero: a test moves time exactly as far as it says.
  public var minimumResolution: Duration { .zero }

  /// How many effects are sleeping on this clock right now.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until the test advances the clock to `deadline` (at once only if it has already
  /// passed), or throws `CancellationError` when the effect is cancelled, as a real sleep would.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id: UInt64 = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        if cancelledBeforeSleeping.remove(id) != nil {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
        } else if deadline < _now {
          lock.unlock()
          continuation.resume()
        } else {
          sleepers.append(
            Sleeper(id: id, deadline: deadline, since: _now, continuation: continuation))
          lock.unlock()
        }
      }
    } onCancel: {
      lock.lock()
      if let index = sleepers.firstIndex(where: { $0.id == id }) {
        let sleeper = sleepers.remove(at: index)
        lock.unlock()
        sleeper.continuation.resume(throwing: CancellationError())
      } else {
        cancelledBeforeSleeping.insert(id)
        lock.unlock()
      }
    }
  }

  /// Moves time forward, waking sleepers in deadline order and letting each run.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: lock.withLock { _now.advanced(by: duration) })
  }

  /// Moves time forward to `target` (never back), waking sleepers in deadline order and
  /// letting each run.
  ///
  /// A sleep for zero that begins during the advance is woken too, but only so many times
  /// (`zeroSleepLimit`): an effect that does nothing but sleep for zero would otherwise keep
  /// the advance from ever returning.
  public func advance(to target: Instant) async {
    let first = lock.withLock { nextID }
    var zeroSleeps = 0
    while true {
      await Self.yieldRepeatedly()
      let woken: Sleeper? = lock.withLock {
        guard let index = sleepers.indices.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }),
          sleepers[index].deadline <= target
        else { return nil }
        if sleepers[index].id > first, sleepers[index].deadline <= sleepers[index].since {
          zeroSleeps += 1
          if zeroSleeps > Self.zeroSleepLimit { return nil }
        }
        let sleeper = sleepers.remove(at: index)
        if _now < sleeper.deadline { _now = sleeper.deadline }
        return sleeper
      }
      guard let woken else { break }
      woken.continuation.resume()
    }
    lock.withLock { if _now < target { _now = target } }
    await Self.yieldRepeatedly()
  }

  /// Advances until no effect is sleeping. Bounded like every wait of a test: an effect that
  /// sleeps for zero again and again keeps time standing still, and after `standstillLimit`
  /// advances that moved no time run() stops instead of hanging the test (with no test named),
  /// so its assertions fail.
  ///
  /// An effect woken by the last advance gets up to `settle` (0.2 s of real time) to sleep again:
  /// yields are not always enough on a busy machine, and run() would end with its next sleep unseen.
  public func run() async {
    var woke = false
    var standstill = 0
    while true {
      while let deadline = lock.withLock({ sleepers.map(\.deadline).max() }) {
        woke = true
        let before = now
        await advance(by: now.duration(to: deadline))
        standstill = now == before ? standstill + 1 : 0
        if standstill > Self.standstillLimit { return }
      }
      guard woke, await sleeperArrives(within: Self.settle) else { return }
    }
  }

  /// How many advances in a row that move no time run() makes before it gives up.
  static var standstillLimit: Int { 10 }

  /// How many sleeps for zero begun during one advance it wakes before it returns.
  static var zeroSleepLimit: Int { 100 }

  static var settle: Swift.Duration { .milliseconds(200) }

  /// Whether an effect starts sleeping within `limit` of real time, looked at every millisecond.
  private func sleeperArrives(within limit: Swift.Duration) async -> Bool {
    let end = ContinuousClock.now.advanced(by: limit)
    while ContinuousClock.now < end {
      if lock.withLock({ !sleepers.isEmpty }) { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return lock.withLock { !sleepers.isEmpty }
  }

  /// Lets woken effects run to their next suspension before the test looks at the store.
  /// Yields alone are not enough when effects run on other threads of a busy machine, so a
  /// few very short real sleeps let those threads reach their next suspension too.
  private static func yieldRepeatedly() async {
    for _ in 0..<3 {
      for _ in 0..<20 { await Task.yield() }
      try? await Task.sleep(for: .microseconds(100))
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// A clock of standard durations at time zero: `TestClock()`.
  public convenience init() { self.init(now: Instant()) }
}
