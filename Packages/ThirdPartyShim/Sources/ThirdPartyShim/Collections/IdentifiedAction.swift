/// An action of one element of a collection of children: `.element(id: 2, action: .tapped)`.
///
/// TCA's `IdentifiedAction`: a parent holds `case books(IdentifiedActionOf<BookFeature>)` and
/// `forEach(\.books, action: \.books)` routes each to the element with that id.
public enum IdentifiedAction<ID: Hashable, Action>: CasePathable {
  /// The action of the element with this id: the id, not a position, because elements come
  /// and go while their effects are still answering.
  case element(id: ID, action: Action)

  /// The element this action is for.
  public var id: ID {
    switch self {
    case let .element(id, _): id
    }
  }

  /// What the element is asked to do.
  public var action: Action {
    switch self {
    case let .element(_, action): action
    }
  }
}

/// `IdentifiedActionOf<BookFeature>`: the action of one element of a feature's collection.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}
