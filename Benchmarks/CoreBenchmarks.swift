import Core
import Foundation
import ThirdPartyShim

/// Core's benchmarks (issue 3 §5), release only.
///
/// 1. The per-action cost of `navigationStackContext` with 8 declared children over a 50-deep
///    stack, against the same reducer wiring the children with the runtime's plain `ifLet`:
///    the navigation awareness must cost at most 2× (ratio ≤ 2).
/// 2. A deep link that builds an N-deep nested stack (N sub-flows, each declaring the next) in
///    one action, then a programmatic pop to root whose cleanup runs through the one event
///    stream: milliseconds for N = 100, 1,000, 10,000, which must grow linearly.
@MainActor
func runCoreBenchmarks() {
  print("Core: navigationStackContext")
  let iterations = 20_000
  for (name, action) in [("parent action", BenchHost.Action.tick), ("child action", .child(7, .increment))] {
    // Interleaved, best of 9 each: a busy machine slows both sides alike.
    var plain = Double.infinity
    var aware = Double.infinity
    for _ in 0..<9 {
      plain = min(
        plain,
        benchTime {
          let reducer = BenchHost(navigationAware: false)
          let store = Store(initialState: reducer.launched(.full())) { reducer }
          for _ in 0..<iterations { store.send(action) }
        })
      aware = min(
        aware,
        benchTime {
          let reducer = BenchHost(navigationAware: true)
          let store = Store(initialState: reducer.launched(.full())) { reducer }
          for _ in 0..<iterations { store.send(action) }
        })
    }
    let ratio = aware / plain
    print(
      "  8 children, 50-deep stack, \(name.padding(toLength: 13, withPad: " ", startingAt: 0))"
        + String(
          format: " ifLet %7.0f ns/action   context %7.0f ns/action   ratio %.2f (≤ 2: %@)",
          plain / Double(iterations) * 1e9, aware / Double(iterations) * 1e9, ratio,
          ratio <= 2 ? "ok" : "MISSED"))
  }

  print("Core: deep link to an N-deep stack, then pop to root with cleanup")
  var perLevel: [Double] = []
  for depth in [100, 1_000, 10_000] {
    var build = Double.infinity
    var pop = Double.infinity
    // Misuse would print runtime warnings to standard error; this run has none.
    for _ in 0..<3 {
      let store = Store(initialState: BenchDeepFlow.State()) { BenchDeepFlow() }
      build = min(build, benchTime { store.send(.deepLink(depth: depth)) })
      precondition(store.state.nav.count == depth && store.state.root != nil)
      pop = min(pop, benchTime { store.send(.popToRoot) })
      precondition(store.state.nav.isEmpty && store.state.root == nil)
    }
    perLevel.append((build + pop) / Double(depth))
    print(
      String(
        format: "  N = %6d   build %8.2f ms   pop to root %8.2f ms   %6.0f ns/level",
        depth, build * 1e3, pop * 1e3, (build + pop) / Double(depth) * 1e9))
  }
  let growth = perLevel.last! / perLevel[1]
  print(
    String(
      format: "  per-level cost 10,000 vs 1,000: %.2f× (linear ≈ 1: %@)", growth,
      growth < 2 ? "ok" : "MISSED"))
}

// MARK: - Timing

@MainActor private func benchTime(_ body: () -> Void) -> Double {
  let start = ContinuousClock.now
  body()
  let elapsed = start.duration(to: .now)
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

// MARK: - 8 children over a 50-deep stack

enum BenchPath: Hashable, Sendable {
  case child(Int)
  case filler(Int)
}

struct BenchLeaf: Reducer {
  struct State { var count = 0 }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

struct BenchHost: Reducer {
  let navigationAware: Bool

  struct State {
    @Shared(value: NavigationState()) var nav
    var ticks = 0
    // Stored properties, as features declare their children.
    var c0: BenchLeaf.State?, c1: BenchLeaf.State?, c2: BenchLeaf.State?, c3: BenchLeaf.State?
    var c4: BenchLeaf.State?, c5: BenchLeaf.State?, c6: BenchLeaf.State?, c7: BenchLeaf.State?

    static var children: [WritableKeyPath<State, BenchLeaf.State?>] {
      [\.c0, \.c1, \.c2, \.c3, \.c4, \.c5, \.c6, \.c7]
    }

    /// Every child present, the stack 42 fillers deep with the 8 child tags on top.
    static func full() -> State {
      var state = State()
      state.$nav.withLock { nav in
        for i in 0..<42 { nav.append(BenchPath.filler(i)) }
        for i in 0..<8 { nav.append(BenchPath.child(i)) }
      }
      for child in children { state[keyPath: child] = BenchLeaf.State() }
      return state
    }
  }

  enum Action: CasePathable {
    case tick
    case child(Int, BenchLeaf.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    if navigationAware {
      routing.navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        for i in 0..<8 {
          context.ifLet(State.children[i], action: \.[child: i], path: BenchPath.child(i)) {
            BenchLeaf()
          }
        }
      }
    } else {
      routing
        .ifLet(\.c0, action: \.[child: 0]) { BenchLeaf() }
        .ifLet(\.c1, action: \.[child: 1]) { BenchLeaf() }
        .ifLet(\.c2, action: \.[child: 2]) { BenchLeaf() }
        .ifLet(\.c3, action: \.[child: 3]) { BenchLeaf() }
        .ifLet(\.c4, action: \.[child: 4]) { BenchLeaf() }
        .ifLet(\.c5, action: \.[child: 5]) { BenchLeaf() }
        .ifLet(\.c6, action: \.[child: 6]) { BenchLeaf() }
        .ifLet(\.c7, action: \.[child: 7]) { BenchLeaf() }
    }
  }

  private var routing: Reduce<State, Action> {
    Reduce { state, action in
      if case .tick = action { state.ticks += 1 }
      return .none
    }
  }
}

/// One child's actions, by index: a case path with a parameter, which no generator derives from
/// the case, so it extends the generated `AllCasePaths`.
extension BenchHost.Action.AllCasePaths {
  subscript(child index: Int) -> AnyCasePath<BenchHost.Action, BenchLeaf.Action> {
    AnyCasePath(embed: { .child(index, $0) }) {
      if case let .child(i, action) = $0, i == index { action } else { nil }
    }
  }
}

// MARK: - An N-deep nested stack

struct BenchNodePath: Hashable, Sendable { let depth: Int }

/// A sub-flow that may contain the next one: level `depth` declares level `depth + 1`.
struct BenchNode: Reducer {
  let depth: Int

  struct State {
    @Shared var nav: NavigationState
    /// An array as the box that lets a struct contain its own type.
    private var next: [State] = []
    var child: State? {
      get { next.first }
      set { next = newValue.map { [$0] } ?? [] }
    }

    init(nav: Shared<NavigationState>) { self._nav = nav }

    /// `levels` nested states, built bottom-up in linear time.
    static func chain(levels: Int, nav: Shared<NavigationState>) -> State? {
      var top: State?
      for _ in 0..<levels {
        var level = State(nav: nav)
        level.child = top
        top = level
      }
      return top
    }
  }

  enum Action: CasePathable {
    indirect case child(Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce<State, Action> { _, _ in .none }
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(
          \.child, action: \.child, path: BenchNodePath(depth: depth + 1),
          relayTo: \.pathDidChange
        ) {
          // Lazy: bodies are built when a store is made, and this one contains itself.
          Reduce { [depth] state, action in
            BenchNode(depth: depth + 1).reduce(into: &state, action: action)
          }
        }
      }
  }
}

/// The host: a deep link builds the whole chain in one action; `popToRoot` is programmatic.
struct BenchDeepFlow: Reducer {
  struct State {
    @Shared(value: NavigationState()) var nav
    var root: BenchNode.State?
  }

  enum Action: CasePathable {
    case deepLink(depth: Int)
    case popToRoot
    case root(BenchNode.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      switch action {
      case let .deepLink(depth):
        // The stack first, then the state: the root's auto-push finds its tag already there.
        state.$nav.withLock { nav in
          for level in 1...depth { nav.append(BenchNodePath(depth: level)) }
        }
        state.root = BenchNode.State.chain(levels: depth, nav: state.$nav)
        return .none
      case .popToRoot:
        state.$nav.withLock { $0.popToRoot() }
        return .none
      case .root, .pathDidChange:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(
        \.root, action: \.root, path: BenchNodePath(depth: 1), relayTo: \.pathDidChange
      ) {
        BenchNode(depth: 1)
      }
    }
  }
}
