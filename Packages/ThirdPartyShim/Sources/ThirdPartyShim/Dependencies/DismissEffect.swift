import Foundation

/// Dismisses the feature it is read in, from that feature's own effect:
/// `@Dependency(\.dismiss) var dismiss` … `return .run { _ in await dismiss() }`. TCA's
/// `DismissEffect`.
///
/// A presenting operator installs one for its child: `ifLet` on a `PresentationState` sends
/// its `.dismiss`, a stack sends its element's pop. Anywhere else there is nothing to dismiss,
/// and calling it is reported, as in TCA; `@Dependency(\.isPresented)` tells the two apart.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?

  /// A dismissal that runs `dismiss`: how an operator installs one for the child it presents
  /// (see `_installed(for:)`), or a test replaces it to see that a feature asked to go.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  init() { self.dismiss = nil }

  /// Asks the presenter to dismiss this feature. Reported when nothing presents it.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed: \
        nothing presents it. Check '@Dependency(\\.isPresented)' before calling \
        '@Dependency(\\.dismiss)' in a reducer that also runs unpresented.
        """)
      return
    }
    dismiss()
  }

  /// The dismissal an operator installs for the child it presents at `id` (its navigation id
  /// among its siblings). Called from one of the child's effects, it runs the dismissal the
  /// operator attached to those effects with `Effect._navigation(_:dismiss:)`, sending the
  /// operator's own action (`.dismiss`, a stack's pop) into the store.
  static func _installed(for id: NavigationID) -> Self {
    DismissEffect { EffectContext.current?.dismiss(id) }
  }

  /// Runs a child's reduce with `effect` installed, so the child reads it as
  /// `@Dependency(\.dismiss)` (and `\.isPresented` is true).
  ///
  /// Reducers run on the main actor, one at a time, so the installed value is a main-thread
  /// global saved and restored around the child, not a task-local: this runs for every action
  /// a presented child gets, and a task-local costs an allocation outside a task.
  @usableFromInline static func _withInstalled(_ effect: Self, _ body: () -> Void) {
    guard Thread.isMainThread else {
      $offMain.withValue(effect, operation: body)
      return
    }
    let outer = onMain
    onMain = effect
    defer { onMain = outer }
    body()
  }

  /// The dismissal installed for the reduce running now, on the main thread.
  nonisolated(unsafe) private static var onMain: DismissEffect?
  /// The same for a reduce run off the main thread (a reducer called directly in a test).
  @TaskLocal private static var offMain: DismissEffect?

  static var installed: DismissEffect? {
    Thread.isMainThread ? onMain : offMain
  }

  /// Inside an effect of a presented child: the innermost presenter's dismissal.
  static var contextual: DismissEffect? {
    guard let context = EffectContext.current, !context.dismissals.isEmpty else { return nil }
    return DismissEffect { context.dismiss() }
  }
}

/// Nothing presents a feature unless an operator installs a dismissal, in an app or a test
/// alike, so the test value is the same empty one and reading it in a test is no misuse.
private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the presented feature this is read in; see `DismissEffect`.
  public var dismiss: DismissEffect {
    get {
      if let installed = DismissEffect.installed { return installed }
      if let contextual = DismissEffect.contextual { return contextual }
      return self[DismissEffectKey.self]
    }
    set { self[DismissEffectKey.self] = newValue }
  }
}
