/// The presentation shape: a modal child (a sheet, a cover) with a three-stage lifecycle.
///
/// A plain optional cannot animate out: the moment it becomes `nil` the sheet's content has
/// nothing to render, so it flickers empty while sliding away. The middle stage keeps the last
/// value alive for the animation:
///
/// - `.presented(child)`: on screen; the child runs.
/// - `.dismissing(last: child)`: leaving; still rendered and still running, so in-flight work
///   can finish its last update.
/// - `.dismissed`: gone; the child's effects are cancelled and its actions ignored.
///
/// Presenting is a state write (`state.editor = .presented(…)`), not an action. Dismissing is
/// two steps: `dismiss()` (presented → dismissing, programmatic) and the view's `.dismiss`
/// action when the animation ends (→ dismissed), handled by `liftPresentation`. Its actions
/// are the runtime's `PresentationAction`: the Bookshelf document's `.child(a)` is
/// `.presented(a)` here, so one action type serves `@Presents` and `Presentation` alike.
public enum Presentation<Child> {
  /// On screen; the child runs and receives its actions.
  case presented(Child)
  /// Animating out: still rendered from its last state, so the sheet does not flicker empty, and
  /// still running, so work in flight can finish its last update.
  case dismissing(last: Child)
  /// Gone: the child's effects are cancelled and its actions ignored.
  case dismissed

  /// The child while it is on screen or animating out; `nil` once dismissed.
  public var wrapped: Child? {
    switch self {
    case let .presented(child), let .dismissing(last: child): child
    case .dismissed: nil
    }
  }

  /// Whether the child is on screen and not leaving: what a sheet's `isPresented` reads.
  public var isPresented: Bool {
    if case .presented = self { true } else { false }
  }

  /// The first dismissal step: presented → dismissing, keeping the child for the animation.
  /// Idempotent: dismissing something already leaving or gone changes nothing.
  public func dismiss() -> Self {
    if case let .presented(child) = self { .dismissing(last: child) } else { self }
  }

  /// The child as an optional that keeps the stage when written: how `liftPresentation` runs
  /// the child through the runtime's `ifLet`. Writing `nil` dismisses.
  var slot: Child? {
    get { wrapped }
    set {
      switch (self, newValue) {
      case let (.dismissing, child?): self = .dismissing(last: child)
      case let (_, child?): self = .presented(child)
      case (_, nil): self = .dismissed
      }
    }
  }
}

extension Presentation: Equatable where Child: Equatable {}
extension Presentation: Hashable where Child: Hashable {}
extension Presentation: Sendable where Child: Sendable {}
