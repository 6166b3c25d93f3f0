/// The values a feature's effects depend on (a clock, an API client), injected rather than
/// global, so tests replace them.
///
/// A store captures the values current when it is created, plus its `withDependencies`
/// overrides, and makes them current while it reduces and runs effects.
public struct DependencyValues: Sendable {
  /// Whether values come from `liveValue` or `testValue` where not overridden.
  public enum Context: Sendable { case live, test }

  @TaskLocal public static var current = DependencyValues()

  public var context: Context
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  public init(context: Context = .live) { self.context = context }

  /// True when nothing is overridden in a live context: a store can skip making it current.
  var isEmpty: Bool { storage.isEmpty && context == .live }

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
  associatedtype Value: Sendable
  static var liveValue: Value { get }
  /// Defaults to `liveValue`; declare an unimplemented value to make unexpected use fail.
  static var testValue: Value { get }
}

extension DependencyKey {
  public static var testValue: Value { liveValue }
}

/// Reads a dependency where it is used: `@Dependency(\.continuousClock) var clock`.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

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
