/// How strictly a test store checks: everything (`.on`, the default), or only what the test
/// asserts (`.off`), as the Flow pattern document's integration tests use.
public enum Exhaustivity: Equatable, Sendable {
  case on
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked; received actions and running effects may be left.
  public static let off = Self.off(showSkippedAssertions: false)
}
