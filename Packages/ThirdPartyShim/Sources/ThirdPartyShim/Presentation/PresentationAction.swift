/// What can happen to a presented child: it sends an action, or it is dismissed.
///
/// One type serves both documents: TCA's `.presented(action)` / `.dismiss`, and the
/// Bookshelf document's `PresentationAction`, whose `.child(action)` is `.presented(action)`.
public enum PresentationAction<Action>: CasePathable {
  /// The child leaves: the user swiped the sheet down or the alert closed, or the parent asks it
  /// to go. `ifLet` then clears the state and cancels the child's effects.
  case dismiss
  /// An action of the presented child, routed to it while its state is present.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
