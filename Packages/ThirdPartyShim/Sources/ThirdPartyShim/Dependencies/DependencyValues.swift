import Foundation

/// The values a feature's effects depend on (a clock, an API client), injected rather than
/// global, so tests replace them.
///
/// A store captures the values current when it is created, plus its `withDependencies`
/// overrides, and makes them current while it reduces and runs effects.
public struct DependencyValues: Sendable {
  /// Whether values come from `liveValue`, `testValue` or `previewValue` where not overridden.
  public enum Context: Sendable {
    /// The app: every dependency nobody overrode is its `liveValue`.
    case live
    /// A test store: every dependency nobody overrode is its `testValue`, which for a client
    /// with side effects reports its use instead of touching the world.
    case test
    /// A preview: every dependency nobody overrode is its `previewValue`.
    case preview
  }

  /// The values in effect where code runs now: a store makes its own current while it reduces
  /// and runs effects, so `@Dependency` reads the store's values, not a global.
  @TaskLocal public static var current = DependencyValues()

  /// Live, test or preview: decides the value of every dependency nobody overrode.
  public var context: Context
  private var storage: [ObjectIdentifier: any Sendable] = [:]
  /// The defaults read so far, shared by every copy of these values: a default is made once
  /// (a computed `testValue` gives one instance per test store) and a missing test value is
  /// reported once.
  private let defaults = DefaultValues()

  /// Values with nothing overridden, from the live, test or preview defaults.
  public init(context: Context = .live) { self.context = context }

  /// True when nothing is overridden in a live context: a store can skip making it current.
  var isEmpty: Bool { storage.isEmpty && context == .live }

  /// A dependency's value: an override if one was set, else the context's default. Written by
  /// `withDependencies` and a store's overrides. `function` names the dependency in reports:
  /// called from a `DependencyValues` property, it is the property's name.
  public subscript<Key: DependencyKey>(
    key: Key.Type, function: StaticString = #function
  ) -> Key.Value {
    get {
      if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value {
        return value
      }
      return defaults.value(Key.self, context: context, name: "\(function)") {
        switch context {
        case .live: Key.liveValue
        case .test: Key.testValue
        case .preview: Key.previewValue
        }
      }
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// A dependency declared with only a test value (its live value lives in another module): in
  /// a live context that is reported and the test value is used.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type, function: StaticString = #function
  ) -> Key.Value {
    get {
      if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value {
        return value
      }
      return defaults.value(Key.self, context: context, name: "\(function)") {
        switch context {
        case .live:
          if let live = Key.self as? any DependencyKey.Type, let value = Self.live(of: live) {
            return value as! Key.Value
          }
          reportIssue(
            """
            \(DependencyName.describe("\(function)")) has no live implementation, but was \
            accessed from a live context. Conform '\(Key.self)' to 'DependencyKey' where its \
            live implementation is, or override it with 'withDependencies'.
            """)
          return Key.testValue
        case .test: return Key.testValue
        case .preview: return Key.previewValue
        }
      }
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  private static func live<Key: DependencyKey>(of key: Key.Type) -> (any Sendable)? {
    Key.liveValue
  }
}

/// swift-dependencies' name for the context: `withDependencies { $0.context = .preview }`.
public typealias DependencyContext = DependencyValues.Context

/// The defaults a lineage of `DependencyValues` has read, by key and context.
private final class DefaultValues: @unchecked Sendable {
  // Unchecked: `values` is only touched under `lock`. Recursive: a default may read another.
  private let lock = NSRecursiveLock()
  private var values: [Entry: any Sendable] = [:]

  private struct Entry: Hashable {
    let key: ObjectIdentifier
    let context: DependencyValues.Context
  }

  func value<Key, Value: Sendable>(
    _ key: Key.Type, context: DependencyValues.Context, name: String, make: () -> Value
  ) -> Value {
    let entry = Entry(key: ObjectIdentifier(key), context: context)
    lock.lock()
    defer { lock.unlock() }
    if let cached = values[entry], let value = cached as? Value { return value }
    let value = DependencyName.$current.withValue(DependencyName.property(name)) { make() }
    values[entry] = value
    return value
  }
}

/// The name of the dependency whose default is being made, for the missing-test-value report.
enum DependencyName {
  @TaskLocal static var current: String?

  /// `@Dependency(\.continuousClock)`, or "A dependency" when the name is not known.
  static func describe(_ name: String?) -> String {
    guard let name = property(name) else { return "A dependency" }
    return "@Dependency(\\.\(name))"
  }

  /// The name when it is a `DependencyValues` property's, not a function's.
  static func property(_ name: String?) -> String? {
    guard let name, !name.isEmpty, !name.contains("(") else { return nil }
    return name
  }
}

/// Reads a dependency where it is used: `@Dependency(\.continuousClock) var clock`.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value

  /// Reads the value at this key path of the current dependencies, each time it is used.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.read = { $0[keyPath: keyPath] }
  }

  /// The value in the current dependencies: a store's own while it runs, so a feature needs no
  /// reference to who provided it.
  public var wrappedValue: Value { read(DependencyValues.current) }
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
