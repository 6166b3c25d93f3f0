import ThirdPartyShim

extension TestClock {
  /// Advances once `count` effects are sleeping on this clock, so the advance cannot pass
  /// before the work it is meant to complete has started: effects run on the cooperative
  /// pool, and on a loaded machine a fixed number of yields does not get them to their sleep.
  /// Advances anyway after `timeout` (× `TEST_TIMEOUT_SCALE`, like every bound on a test's
  /// wait); the test's own assertions then say what was missing.
  ///
  /// Here rather than on the clock itself: the runtime's clock also drives previews, and only
  /// the testing module reads the environment for the scale.
  public func advance(
    by duration: Duration, whenSleeping count: Int,
    timeout: Swift.Duration = TestTimeouts.defaultWait
  ) async {
    await advance(by: duration, whenSleeping: count, timeout: timeout, scale: TestTimeouts.scale)
  }

  /// The wait, with the scale passed in: it is read once per process, so a test of the scaling
  /// passes its own.
  func advance(
    by duration: Duration, whenSleeping count: Int, timeout: Swift.Duration, scale: Double
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout * scale)
    while sleeperCount < count, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    await advance(by: duration)
  }
}
