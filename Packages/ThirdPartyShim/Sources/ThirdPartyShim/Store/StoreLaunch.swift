/// The steps a store runs on its initial state before anything is rendered.
///
/// State can be built anywhere: restored from disk, resolved from a deep link before launch,
/// written by hand for a preview. Some operators keep two parts of state in step (a child's
/// presence and its tag on a shared navigation stack) and normally do it as actions change
/// the state; for state that was never reduced, they register a launch step instead. Steps are
/// collected while a store builds its reducer (once, when it is created), lifted through every
/// operator that nests a child (`Scope`, `ifLet`), and run in the order they were declared,
/// on the initial state, before the store's first action or first render.
///
/// A launch step has no effects: what a store starts with is state, never work in flight.
public enum StoreLaunch {
  /// The steps registered by the reducer being built on this task, typed by its state.
  @TaskLocal static var collector: Collector?

  final class Collector: @unchecked Sendable {
    // Unchecked: a collector lives inside one synchronous reducer build, on one task.
    var steps: [Any] = []
  }

  /// Registers a step that runs on the state of the reducer being built now.
  /// Does nothing outside a store's creation.
  public static func _register<State>(_ step: @escaping (inout State) -> Void) {
    collector?.steps.append(step)
  }

  /// Builds a reducer and returns the steps it registered, instead of passing them up: for an
  /// operator that runs its children's steps itself, at a moment of its choosing.
  public static func _collect<State>(
    _ state: State.Type, _ build: () -> Void, location: String = #fileID
  ) -> [(inout State) -> Void] {
    guard collector != nil else {
      build()
      return []
    }
    let inner = Collector()
    $collector.withValue(inner, operation: build)
    return inner.steps.compactMap { step in
      if let typed = step as? (inout State) -> Void { return typed }
      reportIssue(
        """
        A launch step for '\(type(of: step))' was registered where '\(State.self)' was being \
        built ("\(location)"); it was skipped. An operator that changes the state type must \
        lift its child's launch steps (see 'StoreLaunch._nest').
        """)
      return nil
    }
  }

  /// Builds a reducer whose steps are not wanted: a second copy of a child an operator keeps
  /// for another purpose, whose steps its first copy already registered.
  public static func _ignoring<R>(_ build: () -> R) -> R {
    guard collector != nil else { return build() }
    return $collector.withValue(nil, operation: build)
  }

  /// Builds a child reducer and registers its steps on the parent, each lifted by `lift`
  /// (`Scope` runs them on its slice; `ifLet` only while the child is present).
  public static func _nest<Parent, Child, R>(
    _ lift: @escaping (@escaping (inout Child) -> Void) -> (inout Parent) -> Void,
    location: String,
    _ build: () -> R
  ) -> R {
    guard collector != nil else { return build() }
    var result: R?
    let steps = _collect(Child.self, { result = build() }, location: location)
    for step in steps { _register(lift(step)) }
    return result!
  }

  /// Builds a root reducer and runs the steps it registered on `state`.
  package static func launch<State, R>(_ state: inout State, _ build: () -> R) -> R {
    var result: R?
    let collector = Collector()
    $collector.withValue(collector) { result = build() }
    let pass = _Pass()
    let steps = collector.steps.compactMap { $0 as? (inout State) -> Void }
    $pass.withValue(pass) {
      for phase in [Phase.arrange, .verify] {
        $phase.withValue(phase) {
          for step in steps { step(&state) }
        }
      }
    }
    return result!
  }

  /// Every step runs twice: first to arrange (push what state implies), then, once everything
  /// is arranged, to verify (what is left that no state accounts for). A step that only
  /// arranges ignores the second run.
  public enum Phase: Sendable {
    /// Push what the state implies, before the first frame.
    case arrange
    /// Report (and repair) what is left that no state accounts for, once every step has arranged.
    case verify
  }

  /// The phase the running steps are in.
  @TaskLocal public static var phase = Phase.arrange

  /// The launch running on this task, while its steps run: where steps that must agree with
  /// each other (two contexts pushing onto one stack) leave notes for the ones after them.
  @TaskLocal public static var pass: _Pass?

  /// Notes kept for the length of one launch, by whoever registered the steps.
  public final class _Pass: @unchecked Sendable {
    // Unchecked: a pass lives inside one synchronous launch, on one task.
    public var notes: [String: Any] = [:]
  }
}
