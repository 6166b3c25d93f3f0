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

  init(registry: CancellationRegistry, path: NavigationIDPath, dismissals: [Dismissal]) {
    self.registry = registry
    self.path = path
    self.dismissals = dismissals
  }

  /// Sends the action that dismisses the presented child at `path`.
  struct Dismissal: Sendable {
    /// The navigation id of the presented child this dismisses.
    let id: NavigationID
    let dismiss: @MainActor @Sendable () -> Void
  }
}
