import Foundation

/// Every bound a test helper applies to a wait, and the one knob that stretches them all.
///
/// A wait that cannot end (an effect sleeping on a `TestClock` nobody advances, a gate nobody
/// opens) must fail its test, naming what it waited for, instead of hanging the run. The
/// defaults are short so that a broken change fails fast; a slow machine (a sanitizer build,
/// a loaded CI runner) sets `TEST_TIMEOUT_SCALE` (a positive number, default 1) and every bound,
/// including the ones a test passes explicitly, is multiplied by it.
public enum TestTimeouts {
  /// The environment variable that scales every bound.
  public static let environmentVariable = "TEST_TIMEOUT_SCALE"

  /// The factor read from `TEST_TIMEOUT_SCALE`; 1 when it is unset or not a positive number.
  public static let scale: Double = {
    guard let text = ProcessInfo.processInfo.environment[environmentVariable],
      let value = Double(text), value > 0, value.isFinite
    else { return 1 }
    return value
  }()

  /// The default bound of one wait (effects finishing, an action arriving, a condition holding):
  /// 2 s before scaling. A broken change fails its test about this long after the wait began.
  public static let defaultWait: Duration = .seconds(2)

  /// `duration` in whole nanoseconds, as TCA's test store counts its timeouts.
  static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(clamping: seconds) &* 1_000_000_000 &+ UInt64(clamping: attoseconds / 1_000_000_000)
  }

  /// `duration` multiplied by the scale.
  public static func scaled(_ duration: Duration) -> Duration { duration * scale }

  /// How a bound is named in a failure: the scaled value, and the scale when it is not 1.
  static func describe(_ duration: Duration) -> String {
    let seconds =
      Double(scaled(duration).components.seconds)
      + Double(scaled(duration).components.attoseconds) / 1e18
    let text = seconds.formatted(.number.precision(.fractionLength(0...3)))
    return scale == 1 ? "\(text) s" : "\(text) s (\(environmentVariable)=\(scale))"
  }
}
