/// What can happen to a presented child: it sends an action, or it is dismissed.
///
/// One type serves both documents: TCA's `.presented(action)` / `.dismiss`, and the
/// Bookshelf document's `PresentationAction`, whose `.child(action)` is `.presented(action)`.
public enum PresentationAction<Action>: CasePathable {
  case dismiss
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
