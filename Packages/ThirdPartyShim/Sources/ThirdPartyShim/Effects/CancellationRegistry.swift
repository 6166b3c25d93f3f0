import Foundation

/// The running work of one store, by cancellation id and navigation path.
///
/// Kept per store, not global, so two stores (two tests, a sheet's preview) never cancel each
/// other's work. Locked rather than actor-bound: `Task.cancel(id:)` is synchronous and may be
/// called from any task.
final class CancellationRegistry: @unchecked Sendable {
  /// An id as it was given at one navigation path.
  struct Key: Hashable, Sendable {
    let id: AnyHashableSendable
    let path: NavigationIDPath
  }

  /// One running piece of work.
  final class Token: Hashable, Sendable {
    let work: any CancellableWork
    init(_ work: any CancellableWork) { self.work = work }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Used by `Task.cancel(id:)` and `withTaskCancellation(id:)` outside any store's effect.
  static let detached = CancellationRegistry()

  private let lock = NSLock()
  private var running: Set<Token> = []
  private var byKey: [Key: Set<Token>] = [:]

  /// Registers `token` under each key, and under each key's path suffixes, as TCA does.
  /// `counted` work is an effect the store reports as in flight.
  func insert(_ token: Token, under keys: [Key], counted: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if counted { running.insert(token) }
    for key in keys {
      for path in key.path.suffixes { byKey[Key(id: key.id, path: path), default: []].insert(token) }
    }
  }

  func remove(_ token: Token, from keys: [Key], counted: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if counted { running.remove(token) }
    for key in keys {
      for path in key.path.suffixes {
        let registered = Key(id: key.id, path: path)
        byKey[registered]?.remove(token)
        if byKey[registered]?.isEmpty == true { byKey[registered] = nil }
      }
    }
  }

  /// Cancels the work registered under `key`. The tasks are cancelled outside the lock: their
  /// cancellation handlers may cancel more.
  func cancel(_ key: Key) {
    lock.lock()
    let tokens = byKey.isEmpty ? nil : byKey.removeValue(forKey: key)
    lock.unlock()
    for token in tokens ?? [] { token.work.cancel() }
  }

  func cancelAll() {
    lock.lock()
    let tokens = running
    lock.unlock()
    for token in tokens { token.work.cancel() }
  }

  /// Whether nothing at all is registered: a cancel then has nothing to find.
  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return byKey.isEmpty
  }

  /// The number of effects in flight.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return running.count
  }
}

/// Work that can be cancelled: a task of any result type.
protocol CancellableWork: Sendable {
  func cancel()
}

extension Task: CancellableWork {}
