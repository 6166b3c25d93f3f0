import Foundation

/// What a `Shared` points to: the lock-protected root value, or a member of one.
///
/// A class hierarchy rather than a protocol existential: a read is one virtual call, and a
/// projected member (`$settings.volume`) keeps the root it writes through, so every holder of
/// the root and of the member sees one value, and the test store snapshots the root only.
class SharedReference<Value: Sendable>: @unchecked Sendable {
  // Unchecked: subclasses guard their state with the root's lock.

  /// The live value.
  func read() -> Value { fatalError("abstract") }

  /// Mutates the live value under the root's lock.
  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R { fatalError("abstract") }

  /// The value a test store's snapshot holds, or `nil` outside one.
  func snapshotValue() -> Value? { fatalError("abstract") }

  /// Mutates the snapshot's copy; `nil` when no snapshot is active on this task.
  func snapshotMutate<R>(_ body: (inout Value) throws -> R) rethrows -> R? { fatalError("abstract") }

  /// The root box: what the test store snapshots and what identifies the reference.
  var root: AnySharedBox { fatalError("abstract") }

  /// The path from the root to this value; `nil` for the root itself.
  var path: AnyKeyPath? { nil }

  /// Whether two references read and write the same place.
  final func isSame(as other: SharedReference<Value>) -> Bool {
    root === other.root && path == other.path
  }
}

/// The lock-protected storage one `Shared` reference points to, with the persistence that
/// saves it when it is a key's (`.fileStorage`, `.appStorage`).
final class SharedBox<Value: Sendable>: SharedReference<Value>, AnySharedBox, @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  private let persistence: Persistence?
  private var lastLoadError: (any Error)?

  /// Where a key keeps the value: how to save it (not for a read-only key), how to read it
  /// again (for a store others write too, such as user defaults), and the key's name.
  struct Persistence {
    let save: ((Value) -> (any Error)?)?
    let reload: (() -> Value)?
    let description: String
  }

  init(_ value: Value) {
    self.value = value
    self.persistence = nil
  }

  init(_ value: Value, persistence: Persistence, loadError: (any Error)?) {
    self.value = value
    self.persistence = persistence
    self.lastLoadError = loadError
  }

  override func read() -> Value {
    lock.withLock {
      if let reload = persistence?.reload { value = reload() }
      return value
    }
  }

  override func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    if let reload = persistence?.reload { value = reload() }
    let result = try body(&value)
    if let persistence, let save = persistence.save {
      // Saved under the lock, so saves land in the order of the writes.
      if let error = save(value) {
        reportIssue("Could not save \(persistence.description): \(error)")
      } else {
        lastLoadError = nil
      }
    }
    return result
  }

  override func snapshotValue() -> Value? { SharedSnapshots.value(of: self) }

  override func snapshotMutate<R>(_ body: (inout Value) throws -> R) rethrows -> R? {
    try SharedSnapshots.mutate(self, body)
  }

  override var root: AnySharedBox { self }

  var keyDescription: String? { persistence?.description }

  var loadError: (any Error)? { lock.withLock { lastLoadError } }

  var anyValue: any Sendable { read() }
}

/// A member of another reference's value, reached by a writable key path: `$settings.volume`.
final class MemberReference<Base: Sendable, Value: Sendable>: SharedReference<Value>,
  @unchecked Sendable
{
  private let base: SharedReference<Base>
  // Unchecked by the compiler: key paths of Sendable values are immutable once made.
  nonisolated(unsafe) private let keyPath: WritableKeyPath<Base, Value>
  private let fullPath: AnyKeyPath

  init(base: SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    if let basePath = base.path {
      self.fullPath = basePath.appending(path: keyPath) ?? keyPath
    } else {
      self.fullPath = keyPath
    }
  }

  override func read() -> Value { base.read()[keyPath: keyPath] }

  override func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.mutate { try body(&$0[keyPath: keyPath]) }
  }

  override func snapshotValue() -> Value? { base.snapshotValue()?[keyPath: keyPath] }

  override func snapshotMutate<R>(_ body: (inout Value) throws -> R) rethrows -> R? {
    try base.snapshotMutate { try body(&$0[keyPath: keyPath]) }
  }

  override var root: AnySharedBox { base.root }

  override var path: AnyKeyPath? { fullPath }
}

/// The value inside a shared optional, for `Shared(_ base: Shared<Value?>)`. Keeps the last
/// value it saw, so a holder that outlives the base's value still reads something.
final class UnwrappedReference<Value: Sendable>: SharedReference<Value>,
  @unchecked Sendable
{
  private let base: SharedReference<Value?>
  private let lock = NSLock()
  private var last: Value
  private let fullPath: AnyKeyPath

  init(base: SharedReference<Value?>) {
    self.base = base
    self.last = base.read()!
    let unwrap: AnyKeyPath = \Value?.!
    self.fullPath = base.path.flatMap { $0.appending(path: unwrap) } ?? unwrap
  }

  private func remember(_ value: Value?) -> Value {
    lock.withLock {
      if let value { last = value }
      return last
    }
  }

  override func read() -> Value { remember(base.read()) }

  override func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.mutate { optional in
      var value = remember(optional)
      let result = try body(&value)
      if optional != nil { optional = value }
      return result
    }
  }

  override func snapshotValue() -> Value? { base.snapshotValue() ?? nil }

  override func snapshotMutate<R>(_ body: (inout Value) throws -> R) rethrows -> R? {
    try base.snapshotMutate { optional -> R in
      var value = remember(optional)
      let result = try body(&value)
      if optional != nil { optional = value }
      return result
    }
  }

  override var root: AnySharedBox { base.root }

  override var path: AnyKeyPath? { fullPath }
}

/// A shared box seen without its value type; the test store snapshots these.
protocol AnySharedBox: AnyObject, Sendable {
  var anyValue: any Sendable { get }
  /// Why the key's stored value could not be loaded, until a new value is saved.
  var loadError: (any Error)? { get }
  /// The key the value is kept under; `nil` for `Shared(value:)`.
  var keyDescription: String? { get }
}
