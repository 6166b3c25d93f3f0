/// What can happen to a presented child: it sends an action, or it is dismissed.
///
/// One type serves both documents: TCA's `.presented(action)` / `.dismiss`, and the
/// Bookshelf document's `PresentationAction`, whose `.child(action)` is `.presented(action)`.
public enum PresentationAction<Action>: CasePathable {
  case dismiss
  case presented(Action)

  public struct AllCasePaths {
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(.dismiss) { if case .dismiss = $0 { true } else { false } }
    }
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(embed: PresentationAction.presented) {
        if case let .presented(action) = $0 { action } else { nil }
      }
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
