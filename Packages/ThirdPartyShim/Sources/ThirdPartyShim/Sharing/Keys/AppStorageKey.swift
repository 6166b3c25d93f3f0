import Foundation

/// A value kept in user defaults under a name: `@Shared(.appStorage("volume")) var volume = 0.5`.
///
/// Backed by Foundation's `UserDefaults`, which corelibs Foundation provides headless: the app
/// uses `.standard`, each test store a fresh suite of its own. A write to the defaults from
/// elsewhere is seen at the next read: the `Shared` reads through to the store. Plain property-list values
/// (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`), their optionals, and enums with
/// `String` or `Int` raw values can be stored, as with SwiftUI's `@AppStorage`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedDefaults
  private let lookup: Lookup

  /// How one kind of value is read from and written to the defaults.
  struct Lookup: Sendable {
    let read: @Sendable (UserDefaults, String) -> Value?
    let write: @Sendable (UserDefaults, String, Value) -> Void
  }

  init(_ key: String, store: UserDefaults?, lookup: Lookup) {
    self.key = key
    self.store = UncheckedDefaults(store ?? DependencyValues.current.defaultAppStorage)
    self.lookup = lookup
  }

  /// The name and the defaults it is in.
  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: ObjectIdentifier(store.value)) }

  /// The stored value; with none, a first `Shared` writes its default, as swift-sharing does.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = storedValue() {
      continuation.resume(returning: value)
      return
    }
    if let initial = context.initialValue { lookup.write(store.value, key, initial) }
    continuation.resumeReturningInitialValue()
  }

  /// Writes the value under the key; `nil` for an optional removes the entry.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    lookup.write(store.value, key, value)
    continuation.resume()
  }
}

extension AppStorageKey: ReadThroughKey {
  func storedValue() -> Value? {
    guard store.value.object(forKey: key) != nil else { return nil }
    return lookup.read(store.value, key)
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("name")`, for runtime warnings.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// What makes two app-storage keys one value: the name and the defaults.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// `UserDefaults` is thread-safe, but corelibs Foundation does not mark it `Sendable`.
struct UncheckedDefaults: @unchecked Sendable {
  let value: UserDefaults
  init(_ value: UserDefaults) { self.value = value }
}

extension AppStorageKey.Lookup {
  /// A property-list value read back with `as?`.
  static func plist() -> Self {
    Self(
      read: { $0.object(forKey: $1).flatMap { $0 as? Value } },
      write: { $0.set($2, forKey: $1) })
  }
}

extension AppStorageKey.Lookup where Value: RawRepresentable, Value.RawValue: Sendable {
  /// An enum stored as its raw value; an unknown raw value reads as nothing stored.
  static func raw(_ base: AppStorageKey<Value.RawValue>.Lookup) -> Self {
    Self(
      read: { base.read($0, $1).flatMap(Value.init(rawValue:)) },
      write: { base.write($0, $1, $2.rawValue) })
  }
}

extension AppStorageKey.Lookup {
  /// An optional: `nil` removes the entry.
  static func optional<Wrapped>(_ base: AppStorageKey<Wrapped>.Lookup) -> Self
  where Value == Wrapped? {
    Self(
      read: { base.read($0, $1) },
      write: { defaults, key, value in
        if let value { base.write(defaults, key, value) } else { defaults.removeObject(forKey: key) }
      })
  }
}

private enum Lookups {
  static let bool = AppStorageKey<Bool>.Lookup(
    read: { $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  static let int = AppStorageKey<Int>.Lookup(
    read: { $0.integer(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  static let double = AppStorageKey<Double>.Lookup(
    read: { $0.double(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  static let string = AppStorageKey<String>.Lookup(
    read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  static let url = AppStorageKey<URL>.Lookup(
    read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  static let data = AppStorageKey<Data>.Lookup(
    read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  static let date = AppStorageKey<Date>.Lookup.plist()
}

extension SharedReaderKey {
  /// A `Bool` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> { AppStorageKey(key, store: store, lookup: Lookups.bool) }

  /// An `Int` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> { AppStorageKey(key, store: store, lookup: Lookups.int) }

  /// A `Double` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> { AppStorageKey(key, store: store, lookup: Lookups.double) }

  /// A `String` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> { AppStorageKey(key, store: store, lookup: Lookups.string) }

  /// A `URL` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> { AppStorageKey(key, store: store, lookup: Lookups.url) }

  /// `Data` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> { AppStorageKey(key, store: store, lookup: Lookups.data) }

  /// A `Date` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> { AppStorageKey(key, store: store, lookup: Lookups.date) }

  /// An enum stored as its `String` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .raw(Lookups.string))
  }

  /// An enum stored as its `Int` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .raw(Lookups.int))
  }

  /// An optional `Bool`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.bool))
  }

  /// An optional `Int`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.int))
  }

  /// An optional `Double`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.double))
  }

  /// An optional `String`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.string))
  }

  /// An optional `URL`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.url))
  }

  /// Optional `Data`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.data))
  }

  /// An optional `Date`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(Lookups.date))
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedDefaults { UncheckedDefaults(.standard) }
  static var testValue: UncheckedDefaults {
    // A suite of its own for each test store: nothing one test stores is seen by another.
    let name = "shim.app-storage.test.\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: name) ?? .standard
    return UncheckedDefaults(defaults)
  }
  static var previewValue: UncheckedDefaults { testValue }
}

extension DependencyValues {
  /// The defaults `.appStorage` keys use: `.standard` in the app, a fresh suite in each test
  /// store and preview.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedDefaults(newValue) }
  }
}
