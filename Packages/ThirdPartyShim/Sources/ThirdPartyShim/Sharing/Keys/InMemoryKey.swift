import Foundation

extension SharedReaderKey {
  /// `@Shared(.inMemory("launchCount")) var launchCount = 0`: a value shared by name for the
  /// life of the process, in the current `defaultInMemoryStorage`.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A value kept in memory under a name. The value outlives the `Shared`s that hold it: a later
/// `Shared` of the same name reads it, until the process ends.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let storage: InMemoryStorage

  init(_ key: String) {
    self.key = key
    self.storage = DependencyValues.current.defaultInMemoryStorage
  }

  /// The name and the storage: the same name in another storage is another value.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: storage) }

  /// The stored value; with none, a first `Shared` stores its default.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // A first `Shared` of the name stores its default, so later ones read it.
    continuation.resume(with: .success(storage.value(for: key, default: context.initialValue)))
  }

  /// Stores the value under the name.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.set(value, for: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`, for runtime warnings.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// What makes two in-memory keys one value: the name and the storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: InMemoryStorage
}

/// Where `.inMemory` keys keep their values. The app has one for the process; each test store
/// (each `DependencyValues(context: .test)`) gets an empty one, so tests never see each other's
/// values.
public struct InMemoryStorage: Hashable, Sendable {
  private let values = Values()

  /// An empty storage.
  public init() {}

  /// The same storage, not merely equal contents.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values === rhs.values }
  /// Hashes which storage this is.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(values)) }

  func value<Value: Sendable>(for key: String, default initial: Value?) -> Value? {
    values.withLock { stored in
      // Unwrapped before the cast: `nil as? Value` succeeds when `Value` is itself optional.
      if let existing = stored[key], let value = existing as? Value { return value }
      if let initial { stored[key] = initial }
      return initial
    }
  }

  func set<Value: Sendable>(_ value: Value, for key: String) {
    values.withLock { $0[key] = value }
  }

  private final class Values: @unchecked Sendable {
    // Unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: [String: any Sendable] = [:]
    func withLock<R>(_ body: (inout [String: any Sendable]) -> R) -> R {
      lock.withLock { body(&stored) }
    }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage `.inMemory` keys use: one for the app, a fresh one for each test store.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
