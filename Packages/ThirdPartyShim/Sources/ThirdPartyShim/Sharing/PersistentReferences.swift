import Foundation

/// The references made from keys, by key id, so equal keys give one reference while it is held.
///
/// A recursive lock: a default may itself read a key. Held weakly: once no state holds a key's `Shared`, the next one loads from the key again,
/// which is what a relaunch sees.
enum PersistentReferences {
  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var references: [AnyHashable: WeakBox] = [:]

  private final class WeakBox {
    weak var box: AnyObject?
    init(_ box: AnyObject) { self.box = box }
  }

  /// The live reference for `key`, or a new one loaded from it with `makeDefault` as default.
  static func reference<Key: SharedReaderKey>(
    for key: Key, default makeDefault: () -> Key.Value
  ) -> SharedBox<Key.Value> {
    let id = AnyHashable(IDOfKey(keyType: ObjectIdentifier(Key.self), id: key.id))
    return lock.withLock {
      if let existing = references[id]?.box as? SharedBox<Key.Value> { return existing }
      let box = makeBox(for: key, default: makeDefault)
      references[id] = WeakBox(box)
      if references.count > 64 { references = references.filter { $0.value.box != nil } }
      return box
    }
  }

  private struct IDOfKey<ID: Hashable & Sendable>: Hashable, Sendable {
    let keyType: ObjectIdentifier
    let id: ID
  }

  /// Loads what the key stores; the default is made only when nothing is stored, so an
  /// expensive default costs nothing once a value exists.
  private static func makeBox<Key: SharedReaderKey>(
    for key: Key, default makeDefault: () -> Key.Value
  ) -> SharedBox<Key.Value> {
    var loadError: (any Error)?
    let value: Key.Value
    // A key whose store others also write is read through on every access, and falls back to
    // the default when its entry is removed: the default is needed, so it is made now.
    let readThrough = key as? any ReadThroughKey<Key.Value>
    let eagerDefault = readThrough == nil ? nil : makeDefault()
    switch load(key, context: .userInitiated) {
    case .success(let stored?):
      value = stored
    case .success(nil):
      let initial = eagerDefault ?? makeDefault()
      value = (try? load(key, context: .initialValue(initial)).get() ?? nil) ?? initial
    case .failure(let error):
      loadError = error
      value = eagerDefault ?? makeDefault()
      reportIssue(
        """
        Could not load \(describe(key)): \(error). The stored data is left as it is; the \
        default value is used, and the next change overwrites it.
        """)
    }
    var reload: (() -> Key.Value)?
    if let readThrough, let fallback = eagerDefault {
      reload = { readThrough.storedValue() ?? fallback }
    }
    var save: ((Key.Value) -> (any Error)?)?
    if let writable = key as? any SharedKey<Key.Value> { save = saver(writable) }
    let persistence = SharedBox<Key.Value>.Persistence(
      save: save,
      reload: reload,
      description: describe(key))
    return SharedBox(value, persistence: persistence, loadError: loadError)
  }

  private static func load<Key: SharedReaderKey>(
    _ key: Key, context: LoadContext<Key.Value>
  ) -> Result<Key.Value?, any Error> {
    let loaded = ResultBox<Result<Key.Value?, any Error>>()
    key.load(context: context, continuation: LoadContinuation { loaded.set($0) })
    return loaded.get() ?? .success(nil)
  }

  private static func saver<Value>(_ key: some SharedKey<Value>) -> (Value) -> (any Error)? {
    { value in
      let saved = ResultBox<(any Error)?>()
      key.save(value, context: .didSet, continuation: SaveContinuation { saved.set($0) })
      return saved.get() ?? nil
    }
  }

  private static func describe(_ key: some SharedReaderKey) -> String {
    (key as? any CustomStringConvertible)?.description ?? "\(key)"
  }
}

/// A result a continuation hands back, possibly from another thread.
final class ResultBox<Value>: @unchecked Sendable {
  // Unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value?
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
  func get() -> Value? { lock.withLock { value } }
}

/// A key whose store is also written from elsewhere (user defaults), so its `Shared` reads the
/// store on every access instead of keeping a copy: the shim has no change subscriptions.
protocol ReadThroughKey<Value>: SharedReaderKey {
  /// The value stored now, or `nil` when the entry is absent.
  func storedValue() -> Value?
}
