/// How strictly a test store checks: everything (`.on`, the default), or only what the test
/// asserts (`.off`), as the Flow pattern document's integration tests use.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted: the default, so
  /// a test cannot pass while the feature does something it does not mention.
  case on
  /// Only what the test asserts is checked. `showSkippedAssertions` is accepted so TCA-style
  /// tests compile unchanged; this store does not list the skipped assertions.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked; received actions and running effects may be left.
  public static let off = Self.off(showSkippedAssertions: false)
}
