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
    switch load(key, context: .userInitiated) {
    case .success(let stored?):
      value = stored
    case .success(nil):
      let initial = makeDefault()
      value = (try? load(key, context: .initialValue(initial)).get() ?? nil) ?? initial
    case .failure(let error):
      loadError = error
      value = makeDefault()
      reportRuntimeWarning(
        """
        Could not load \(describe(key)): \(error). The stored data is left as it is; the \
        default value is used, and the next change overwrites it.
        """)
    }
    guard let writable = key as? any SharedKey<Key.Value> else {
      return SharedBox(value)
    }
    return SharedBox(
      value, persistence: persistence(writable, description: describe(key)), loadError: loadError)
  }

  private static func load<Key: SharedReaderKey>(
    _ key: Key, context: LoadContext<Key.Value>
  ) -> Result<Key.Value?, any Error> {
    let loaded = ResultBox<Result<Key.Value?, any Error>>()
    key.load(context: context, continuation: LoadContinuation { loaded.set($0) })
    return loaded.get() ?? .success(nil)
  }

  private static func persistence<Value>(
    _ key: some SharedKey<Value>, description: String
  ) -> SharedBox<Value>.Persistence {
    SharedBox<Value>.Persistence(
      save: { value in
        let saved = ResultBox<(any Error)?>()
        key.save(value, context: .didSet, continuation: SaveContinuation { saved.set($0) })
        return saved.get() ?? nil
      },
      description: description)
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
