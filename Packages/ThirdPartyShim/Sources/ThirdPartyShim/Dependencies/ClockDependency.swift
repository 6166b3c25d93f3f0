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
  /// The continuous clock's instants, so code written for the live clock compiles against it.
  public typealias Instant = ContinuousClock.Instant
  /// The clock a test's dependencies start with; no test builds one on purpose.
  public init() {}
  /// The real time: reading the time is harmless; sleeping on it is what a test must control.
  public var now: Instant { ContinuousClock().now }
  /// Zero: this clock never really waits.
  public var minimumResolution: Duration { .zero }
  /// Reports the use as a runtime warning (a test failure inside a test store) and returns
  /// without waiting, so the test fails at once instead of sleeping for real.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    reportIssue(
      """
      Unimplemented: '@Dependency(\\.continuousClock)' was used in a test without a clock. \
      Override it: withDependencies: { $0.continuousClock = TestClock() }.
      """)
    try Task.checkCancellation()
  }
}
