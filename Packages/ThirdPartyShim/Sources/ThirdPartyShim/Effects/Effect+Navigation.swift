extension Effect {
  /// The effects of a child one navigation level below the reducer returning them: their
  /// cancellation ids are qualified by `id` (so two instances of one child never cancel each
  /// other's work), and all of them are cancellable together by `_cancelNavigation(id)`.
  /// `dismiss`, when given, is what a `DismissEffect` called from inside them sends.
  @inlinable
  func _navigation(_ id: NavigationID, dismiss: Action? = nil) -> Self {
    if case .none = operation { return self }
    return Self(
      .navigation(
        id, dismiss: dismiss,
        Self(.cancellable(id: AnyHashableSendable(PresentedID()), cancelInFlight: false, self))))
  }

  /// Cancels every effect of the child at `id`, one navigation level below this reducer.
  @inlinable
  static func _cancelNavigation(_ id: NavigationID) -> Self {
    Self(.navigation(id, dismiss: nil, Self(.cancel(id: AnyHashableSendable(PresentedID())))))
  }
}
