/// Declares a dependency a test can use: its test value, and optionally a preview value.
///
/// The interface module of a client conforms to this; the module with the live implementation
/// adds `DependencyKey`, so a feature that only declares the interface never links the world.
public protocol TestDependencyKey {
  /// The type of the injected value; `Sendable`, since effects read it from other tasks.
  associatedtype Value: Sendable = Self
  /// What a preview uses; defaults to `testValue`.
  static var previewValue: Value { get }
  /// What a test uses unless it overrides the dependency.
  static var testValue: Value { get }
}

/// Declares a dependency: its live value and the value tests get unless they override it.
public protocol DependencyKey: TestDependencyKey {
  /// Restated so a key with only `static let liveValue = 42` infers `Value` from it: inference
  /// does not look through the inherited declaration.
  associatedtype Value = Self
  /// What the app uses when nothing overrides it.
  static var liveValue: Value { get }
  /// What a preview uses; defaults to `liveValue`.
  static var previewValue: Value { get }
  /// What a test uses. Left out, a test that reads the dependency is reported (a failure inside
  /// a test store) and gets `liveValue`: live work must never run unnoticed in a test.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The live value: a preview may do what the app does unless the key says otherwise.
  public static var previewValue: Value { liveValue }

  /// Reports the read, then answers with the live value, as swift-dependencies does: a test
  /// that reaches a dependency it did not provide fails, naming it.
  public static var testValue: Value {
    let name = DependencyName.current
    let subject =
      Self.self == Value.self
      ? "  Dependency:\n    \(Value.self)"
      : "  Key:\n    \(Self.self)\n  Value:\n    \(Value.self)"
    reportIssue(
      """
      \(DependencyName.describe(name)) has no test implementation, but was accessed from a \
      test context:

      \(subject)

      Dependencies registered with the library are not allowed to use their default, live \
      implementations when run from tests.

      To fix, override \(name.map { "'\($0)'" } ?? "the dependency") with a test value. If you \
      are using the Composable Architecture, pass 'withDependencies' to your 'TestStore'. \
      Otherwise, use 'withDependencies' to define a scope for the override. If you'd like to \
      provide a default value for all tests, implement the 'testValue' requirement of the \
      'DependencyKey' protocol.
      """)
    return liveValue
  }
}

extension TestDependencyKey {
  /// The test value: a preview is as safe as a test unless the key says otherwise.
  public static var previewValue: Value { testValue }
}
