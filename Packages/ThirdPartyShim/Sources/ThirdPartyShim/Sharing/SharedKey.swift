/// Where a shared value lives outside the state, and how to read it: swift-sharing's
/// `SharedReaderKey`, used as `@SharedReader(.appStorage("volume")) var volume = 0.5`.
///
/// Two `Shared`s made from keys with the same `id` while either is alive are one reference.
/// The shim's keys load and save synchronously: a continuation is resumed before `load` or
/// `save` returns. There is no `subscribe`: nothing outside the process changes the values.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value the key stores.
  associatedtype Value: Sendable
  /// What makes two keys one reference: a key name and its storage, a file's URL.
  associatedtype ID: Hashable & Sendable

  /// The key's identity; keys with equal ids share one reference.
  var id: ID { get }

  /// Reads the stored value: `continuation.resume(returning:)` with it,
  /// `resumeReturningInitialValue()` when nothing is stored, `resume(throwing:)` when what is
  /// stored cannot be read.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)
}

/// A key that can also store the value: swift-sharing's `SharedKey`, for `@Shared(.key)`.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Stores `value`; resumes the continuation once it is stored, or with the error.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to load.
public enum LoadContext<Value> {
  /// A `Shared` is being created with this default.
  case initialValue(Value)
  /// The app asked for a fresh value.
  case userInitiated

  /// The default the `Shared` was created with, if that is why it loads.
  public var initialValue: Value? {
    if case let .initialValue(value) = self { value } else { nil }
  }
}

/// Why a key is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// The value was changed through `withLock`.
  case didSet
  /// The app asked for the value to be saved.
  case userInitiated
}

/// How a key answers a load: with a value, with "nothing stored", or with an error.
public struct LoadContinuation<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void

  init(_ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.callback = callback
  }

  /// The stored value.
  public func resume(returning value: Value) { callback(.success(value)) }
  /// Nothing is stored: the `Shared` keeps its default.
  public func resumeReturningInitialValue() { callback(.success(nil)) }
  /// What is stored cannot be read.
  public func resume(throwing error: any Error) { callback(.failure(error)) }
  /// A result, `nil` meaning nothing is stored.
  public func resume(with result: Result<Value?, any Error>) { callback(result) }
}

/// How a key answers a save.
public struct SaveContinuation: Sendable {
  private let callback: @Sendable ((any Error)?) -> Void

  init(_ callback: @escaping @Sendable ((any Error)?) -> Void) { self.callback = callback }

  /// The value is stored.
  public func resume() { callback(nil) }
  /// The value could not be stored.
  public func resume(throwing error: any Error) { callback(error) }
}

extension Shared {
  /// `@Shared(.fileStorage(url)) var settings = Settings()`: the value stored under `key`, or
  /// `wrappedValue` when nothing is stored yet; every change is saved. While another `Shared`
  /// of an equal key is alive, this is the same reference and `wrappedValue` is ignored.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: PersistentReferences.reference(for: key, default: wrappedValue))
  }

  /// `@Shared(.inMemory("user")) var user: User?`: an optional key's value, `nil` by default.
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }
}

extension SharedReader {
  /// `@SharedReader(.inMemory("user")) var user: User?`: `nil` by default.
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }
}
