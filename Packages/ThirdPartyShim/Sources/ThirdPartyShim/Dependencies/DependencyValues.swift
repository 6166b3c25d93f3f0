/// The values a feature's effects depend on (a clock, an API client), injected rather than
/// global, so tests replace them.
///
/// A store captures the values current when it is created, plus its `withDependencies`
/// overrides, and makes them current while it reduces and runs effects.
public struct DependencyValues: Sendable {
  /// Whether values come from `liveValue` or `testValue` where not overridden.
  public enum Context: Sendable {
    /// The app: every dependency nobody overrode is its `liveValue`.
    case live
    /// A test store: every dependency nobody overrode is its `testValue`, which for a client
    /// with side effects reports its use instead of touching the world.
    case test
  }

  /// The values in effect where code runs now: a store makes its own current while it reduces
  /// and runs effects, so `@Dependency` reads the store's values, not a global.
  @TaskLocal public static var current = DependencyValues()

  /// Live or test: decides the value of every dependency nobody overrode.
  public var context: Context
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Values with nothing overridden, from the live or the test defaults.
  public init(context: Context = .live) { self.context = context }

  /// True when nothing is overridden in a live context: a store can skip making it current.
  var isEmpty: Bool { storage.isEmpty && context == .live }

  /// A dependency's value: an override if one was set, else the context's default. Written by
  /// `withDependencies` and a store's overrides.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      switch context {
      case .live: return Key.liveValue
      case .test: return Key.testValue
      }
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// Declares a dependency: its live value and the value tests get unless they override it.
public protocol DependencyKey {
  /// The type of the injected value; `Sendable`, since effects read it from other tasks.
  associatedtype Value: Sendable
  /// What the app uses when nothing overrides it.
  static var liveValue: Value { get }
  /// Defaults to `liveValue`; declare an unimplemented value to make unexpected use fail.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The live value, for a dependency harmless in tests (a formatter); a client with side
  /// effects declares its own.
  public static var testValue: Value { liveValue }
}

/// Reads a dependency where it is used: `@Dependency(\.continuousClock) var clock`.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Reads the value at this key path of the current dependencies, each time it is used.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The value in the current dependencies: a store's own while it runs, so a feature needs no
  /// reference to who provided it.
  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// Runs `operation` with dependencies changed by `prepare`.
public func withDependencies<R>(
  _ prepare: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try prepare(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs async `operation` with dependencies changed by `prepare`.
public func withDependencies<R>(
  _ prepare: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try prepare(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
