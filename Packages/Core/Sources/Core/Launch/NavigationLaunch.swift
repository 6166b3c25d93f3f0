import ThirdPartyShim

extension Reducer {
  /// Pushes what `state` implies onto its navigation stacks, before a store of this reducer
  /// starts from it.
  ///
  /// State can be built anywhere: parsed from a deep link before the store exists, restored
  /// from a file, written by hand for a preview or a test. The navigation operators keep a
  /// child's presence and its tag on the shared stack in step as actions change the state;
  /// state that was never reduced has present children whose tags are not pushed yet. Launch
  /// it once, where the store is made:
  ///
  /// ```swift
  /// let store = Store(initialState: ShopFlow().launched(restored)) { ShopFlow() }
  /// ```
  ///
  /// Every context pushes the tags its present children imply, host first, then each
  /// sub-flow's own, in declaration order. Then the steps run again to verify: a declared tag
  /// whose state is missing is popped, with everything above it, and reported, so nothing
  /// ever shows a screen without state. Launching adds no effects and sends no action, and
  /// launching state that is already arranged changes nothing.
  ///
  /// A launch reaches the contexts of this reducer's `body` and of every child declared
  /// through this package's operators (`navigationStackContext`'s children, `ifLetNavigated`,
  /// `liftPresentation`, the route stack's `forEach`). A child nested through the
  /// Composable Architecture's own `Scope`, `ifLet` or `forEach` is its own store's business
  /// there: launch its state with its own reducer where you build it.
  public func launch(_ state: inout State) {
    NavigationLaunch.run(NavigationLaunch.steps(of: self), on: &state)
  }

  /// `launch(_:)` on a copy of `state`: the state to hand to `Store(initialState:)`.
  public func launched(_ state: State) -> State {
    var state = state
    launch(&state)
    return state
  }
}

/// How the navigation operators find and run their launch steps, on nothing but the public
/// `Reducer` protocol: a step is a plain function on the state, collected while a reducer's
/// `body` is built or kept by an operator built earlier, and run twice (arrange, verify).
@usableFromInline
enum NavigationLaunch {
  /// One launch step: what one operator does to the state it is declared on.
  @usableFromInline typealias Step<State> = (inout State) -> Void

  /// Every step runs twice: first to arrange (push what state implies), then, once everything
  /// is arranged, to verify (what is left that no state accounts for). A step that only
  /// arranges ignores the second run.
  @usableFromInline enum Phase: Sendable {
    case arrange
    case verify
  }

  /// The phase the running steps are in.
  @TaskLocal @usableFromInline static var phase = Phase.arrange

  /// Where operators built while a `body` is evaluated for a launch leave their steps.
  final class Collector: @unchecked Sendable {
    // Unchecked: a collector lives inside one synchronous `body` evaluation, on one task.
    var steps: [Any] = []
  }

  @TaskLocal static var collector: Collector?

  /// Leaves an operator's own steps with the `body` being evaluated for a launch; does
  /// nothing at any other time (the usual case: a store building its reducer).
  @usableFromInline
  static func register<State>(_ steps: [Step<State>]) {
    guard let collector, !steps.isEmpty else { return }
    collector.steps.append(contentsOf: steps.map { $0 as Any })
  }

  /// Builds something whose own operators' steps are not wanted here: a child built by one
  /// of the Composable Architecture's operators (whose state is not this one), or a second
  /// copy of a child whose steps its first copy already gave.
  @usableFromInline
  static func ignoring<R>(_ build: () -> R) -> R {
    guard collector != nil else { return build() }
    return $collector.withValue(nil, operation: build)
  }

  /// The steps of `reducer`, in declaration order: the ones an operator keeps, or else the
  /// ones its `body` registers as it is built.
  @usableFromInline
  static func steps<R: Reducer>(of reducer: R) -> [Step<R.State>] {
    if let kept = reducer as? any LaunchStepping {
      return kept.launchSteps.compactMap { $0 as? Step<R.State> }
    }
    guard R.Body.self != Never.self else { return [] }
    let collector = Collector()
    $collector.withValue(collector) { _ = reducer.body }
    return collector.steps.compactMap { $0 as? Step<R.State> }
  }

  /// The steps a reducer value keeps (one of this package's operators), which an operator
  /// wrapping it keeps before its own.
  @usableFromInline
  static func inherited<Base>(from base: Base) -> [Any] {
    (base as? any LaunchStepping)?.launchSteps ?? []
  }

  /// Runs `steps` on `state`: all of them to arrange, then all of them to verify, with one
  /// set of records (see `LaunchOrder`) for the whole launch.
  static func run<State>(_ steps: [Step<State>], on state: inout State) {
    LaunchOrder.$records.withValue(LaunchOrder.Records()) {
      for phase in [Phase.arrange, .verify] {
        $phase.withValue(phase) {
          for step in steps { step(&state) }
        }
      }
    }
  }
}

/// An operator of this package that keeps its launch steps (its base's, then its own), so a
/// reducer value built before the launch can still be launched.
@usableFromInline
protocol LaunchStepping {
  /// The steps, each a `NavigationLaunch.Step` of the operator's state.
  var launchSteps: [Any] { get }
}
