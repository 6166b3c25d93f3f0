/// The running effect tasks of one store, by the cancellation ids that enclose them.
///
/// Kept per store, not global, so two stores (two tests, a sheet's preview) never cancel each
/// other's work.
@MainActor
struct CancellationRegistry {
  final class Token: Hashable, Sendable {
    nonisolated static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  private var all: [Token: Task<Void, Never>] = [:]
  private var byID: [AnyHashableSendable: Set<Token>] = [:]

  mutating func insert(_ task: Task<Void, Never>, token: Token, under ids: [AnyHashableSendable]) {
    all[token] = task
    for id in ids { byID[id, default: []].insert(token) }
  }

  mutating func remove(_ token: Token, from ids: [AnyHashableSendable]) {
    all[token] = nil
    for id in ids {
      byID[id]?.remove(token)
      if byID[id]?.isEmpty == true { byID[id] = nil }
    }
  }

  mutating func cancel(_ id: AnyHashableSendable) {
    guard let tokens = byID.removeValue(forKey: id) else { return }
    for token in tokens { all[token]?.cancel() }
  }

  func cancelAll() {
    for task in all.values { task.cancel() }
  }

  var count: Int { all.count }
}
