import Core
import Foundation
import ThirdPartyShim

/// `context.forEach(…, relayTo:)` on a stack of N: the pop that stays linear, measured so the
/// bench says so.
///
/// Each instance is a sub-flow with a screen of its own, and every instance still on the
/// stack hears every path change: that is what `relayTo:` promises, because a sub-flow's own
/// screens may stand anywhere above its tag (it may push one while others are above it), so
/// only the sub-flow can say which of them are gone. A back-swipe that pops the top instance
/// therefore costs one relay per instance on the stack; what must hold is that the cost per
/// instance stays flat. Without `relayTo:` the same pop is flat (the benchmark above).
@MainActor
func runForEachRelayBenchmarks() {
  print(
    "Core: context.forEach with relayTo:, swipe back one instance on a stack of N"
      + " (ns per operation)")
  let cycles = 200
  var perInstance: [Int: Double] = [:]
  var swipes: [Int: Double] = [:]
  for n in [10, 100, 1_000] {
    var fastest = (push: Double.infinity, pop: Double.infinity)
    for _ in 0..<5 {
      let time = relayTime(n: n, cycles: cycles)
      fastest = (min(fastest.push, time.push), min(fastest.pop, time.pop))
    }
    let per = 1e9 / Double(cycles)
    swipes[n] = fastest.pop * per
    perInstance[n] = fastest.pop * per / Double(n + 1)
    print(
      String(
        format: "  N = %5d   push %6.0f   swipe back %9.0f   %6.0f per instance on the stack",
        n, fastest.push * per, fastest.pop * per, perInstance[n]!))
  }
  let flat = perInstance[1_000]! / perInstance[10]!
  print(
    String(
      format:
        "  N = 1,000 vs N = 10: swipe back %.1f× (linear: one relay per instance, by contract);"
        + " per instance %.2f× %@",
      swipes[1_000]! / swipes[10]!, flat, flat <= 2 ? "(≤ 2: ok)" : "(should be ≤ 2: NOT FLAT)"))
}

/// Seconds spent pushing and swiping back, separately, over `cycles` cycles.
@MainActor private func relayTime(n: Int, cycles: Int) -> (push: Double, pop: Double) {
  let store = Store(initialState: BenchRelayShelf().launched(.init(count: n))) { BenchRelayShelf() }
  precondition(store.books.count == n && store.nav.count == n)
  let below = store.nav.path
  var push = Duration.zero
  var pop = Duration.zero
  for cycle in 0..<cycles {
    let start = ContinuousClock.now
    store.send(.open(n + cycle))
    let middle = ContinuousClock.now
    store.send(.pathDidChange(below))
    let end = ContinuousClock.now
    push += start.duration(to: middle)
    pop += middle.duration(to: end)
  }
  precondition(store.books.count == n && store.nav.count == n)
  func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }
  return (seconds(push), seconds(pop))
}

enum BenchNotesPath: Hashable, Sendable { case notes }

/// A book that is a sub-flow: a notes screen of its own, on the shared stack.
struct BenchSubBook: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    @Shared var nav: NavigationState
    var notes: BenchBook.State?

    init(id: Int, nav: Shared<NavigationState>) {
      self.id = id
      self._nav = nav
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case notes(BenchBook.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(\.notes, action: \.notes, path: BenchNotesPath.notes) { BenchBook() }
      }
  }
}

struct BenchRelayShelf: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var books: IdentifiedArrayOf<BenchSubBook.State> = []

    /// `count` books, stack and state in agreement (the store's launch pushes the tags).
    init(count: Int) {
      for id in 0..<count { books.append(BenchSubBook.State(id: id, nav: $nav)) }
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case open(Int)
    case books(IdentifiedActionOf<BenchSubBook>)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      if case let .open(id) = action {
        state.books.append(BenchSubBook.State(id: id, nav: state.$nav))
      }
      return .none
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.forEach(
        \.books, action: \.books, path: { BenchShelfPath.book($0) }, relayTo: \.pathDidChange
      ) {
        BenchSubBook()
      }
    }
  }
}
