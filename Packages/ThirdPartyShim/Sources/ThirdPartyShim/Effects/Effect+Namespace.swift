extension Effect {
  /// Qualifies the cancellation ids inside this effect with `prefix`, so the same child
  /// feature shown in two places of one store never cancels the other's work.
  @usableFromInline
  func namespaced(_ prefix: some Hashable & Sendable) -> Self {
    if case .none = operation { return self }
    return _namespaced(AnyHashableSendable(prefix))
  }

  private func _namespaced(_ prefix: AnyHashableSendable) -> Self {
    switch operation {
    case .none, .send, .run: return self
    case let .merge(effects): return Self(.merge(effects.map { $0._namespaced(prefix) }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0._namespaced(prefix) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        .cancellable(
          id: AnyHashableSendable(QualifiedID(prefix: prefix, id: id)),
          cancelInFlight: cancelInFlight, effect._namespaced(prefix)))
    case let .cancel(id):
      return Self(.cancel(id: AnyHashableSendable(QualifiedID(prefix: prefix, id: id))))
    }
  }
}

/// A cancellation id qualified by where its feature sits in the state tree.
struct QualifiedID: Hashable, Sendable {
  let prefix: AnyHashableSendable
  let id: AnyHashableSendable
}
