/// What an effect's task knows about where it was made: its store's cancellation registry,
/// the navigation path of the feature that returned it, and how that feature (or any
/// presenter above it) is dismissed. `Task.cancel(id:)`, `withTaskCancellation(id:)` and
/// `DismissEffect` read it.
final class EffectContext: Sendable {
  @TaskLocal static var current: EffectContext?

  let registry: CancellationRegistry
  let path: NavigationIDPath
  /// The dismissals reachable from here, outermost first.
  let dismissals: [Dismissal]
  /// What the `store.send` that started this effect owns: a dismissal's action joins it.
  let owner: EffectOwner

  init(
    registry: CancellationRegistry, path: NavigationIDPath, dismissals: [Dismissal],
    owner: EffectOwner
  ) {
    self.registry = registry
    self.path = path
    self.dismissals = dismissals
    self.owner = owner
  }

  /// Runs the dismissal of the presented child at `id`, or the innermost one.
  @MainActor func dismiss(_ id: NavigationID? = nil) {
    let dismissal = id.map { id in dismissals.last { $0.id == id } } ?? dismissals.last
    dismissal?.send(owner)
  }

  /// Sends the action that dismisses the presented child at `path`.
  struct Dismissal: Sendable {
    /// The navigation id of the presented child this dismisses.
    let id: NavigationID
    /// Sends the presenter's dismissing action, owned by the given send.
    let send: @MainActor @Sendable (EffectOwner) -> Void
  }
}
