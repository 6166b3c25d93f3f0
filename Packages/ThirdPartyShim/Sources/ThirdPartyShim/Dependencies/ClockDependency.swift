extension DependencyValues {
  /// The clock time-based effects sleep on. Tests use `TestClock` and advance it by hand.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock()
}

/// The clock a test gets unless it provides one: using it is reported, then it acts as if no
/// time passes, so a test that forgot to control time fails instead of sleeping.
public struct UnimplementedClock: Clock {
  public typealias Instant = ContinuousClock.Instant
  public init() {}
  public var now: Instant { ContinuousClock().now }
  public var minimumResolution: Duration { .zero }
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    reportRuntimeWarning(
      """
      Unimplemented: '@Dependency(\\.continuousClock)' was used in a test without a clock. \
      Override it: withDependencies: { $0.continuousClock = TestClock() }.
      """)
    try Task.checkCancellation()
  }
}
