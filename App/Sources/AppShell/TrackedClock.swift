/// A clock that reports its sleepers to an `Activity`, so the shell waits for an effect that
/// sleeps (a payment's latency, a debounce) before drawing the next frame.
///
/// Wraps the real clock: a person sees the “Paying…” frame, then the result once the time has
/// passed, and a script prints the same two frames on every run.
public struct TrackedClock<Base: Clock>: Clock where Base.Duration == Duration {
  public typealias Instant = Base.Instant
  public let base: Base
  public let activity: Activity

  public init(_ base: Base, activity: Activity) {
    self.base = base
    self.activity = activity
  }

  public var now: Instant { base.now }
  public var minimumResolution: Duration { base.minimumResolution }

  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await activity.track { try await base.sleep(until: deadline, tolerance: tolerance) }
  }
}
