import Core
import Foundation
import ThirdPartyShim

/// The stack shape's `forEach` (a state per route of a typed path) on a stack of N screens,
/// release only.
///
/// One cycle pushes one more route (the operator makes its state) and pops it again, by
/// `.pop` and by a back-swipe's `.setPath`. The baseline is the same push and pop through
/// `navigationStack` alone, which keeps no states, at the same N, in the same run. What must
/// hold: the cost of one operation stays flat as N grows. The operator compares the old and
/// new paths up to where they differ (a loop specialized for the route type, since the
/// operator is inlinable) and then touches only the screens that came or went.
@MainActor
func runStackForEachBenchmarks() {
  print("Core: the stack forEach, push and pop one route on a path of N (ns per operation)")
  let cycles = 2_000
  var rows: [Int: Times] = [:]
  for n in [10, 100, 1_000] {
    var plain = (push: Double.infinity, pop: Double.infinity, swipe: Double.infinity)
    var states = plain
    // Interleaved, best of 5 each: a busy machine slows every side alike.
    for _ in 0..<5 {
      plain = best(plain, routeStackTime(n: n, cycles: cycles, keepsStates: false))
      states = best(states, routeStackTime(n: n, cycles: cycles, keepsStates: true))
    }
    let per = 1e9 / Double(cycles)
    print(
      String(
        format:
          "  N = %5d   navigationStack: push %6.0f pop %6.0f swipe %6.0f   forEach: push %7.0f"
          + " (%5.2f×) pop %7.0f (%5.2f×) swipe %7.0f (%5.2f×)",
        n, plain.push * per, plain.pop * per, plain.swipe * per, states.push * per,
        states.push / plain.push, states.pop * per, states.pop / plain.pop, states.swipe * per,
        states.swipe / plain.swipe))
    rows[n] = states
  }
  let (small, large) = (rows[10]!, rows[1_000]!)
  print(
    String(
      format: "  N = 1,000 vs N = 10: push %.2f×, pop %.2f×, swipe %.2f× (flat ≈ 1)",
      large.push / small.push, large.pop / small.pop, large.swipe / small.swipe))
}

private typealias Times = (push: Double, pop: Double, swipe: Double)

private func best(_ a: Times, _ b: Times) -> Times {
  (min(a.push, b.push), min(a.pop, b.pop), min(a.swipe, b.swipe))
}

/// Seconds spent pushing, popping by `.pop` and popping by `.setPath`, over `cycles` each.
@MainActor private func routeStackTime(n: Int, cycles: Int, keepsStates: Bool) -> Times {
  let below = (0..<n).map { BenchRoute.book($0 % 7) }
  let reducer = BenchRouteShelf(keepsStates: keepsStates)
  let store = Store(initialState: reducer.launched(BenchRouteShelf.State(path: below))) { reducer }
  precondition(store.path.count == n && store.books.count == (keepsStates ? n : 0))
  var push = Duration.zero
  var pop = Duration.zero
  var swipe = Duration.zero
  for cycle in 0..<cycles {
    let route = BenchRoute.book(cycle % 7)
    var start = ContinuousClock.now
    store.send(.nav(.push(route)))
    push += start.duration(to: .now)
    start = ContinuousClock.now
    store.send(.nav(.pop))
    pop += start.duration(to: .now)
    store.send(.nav(.push(route)))
    start = ContinuousClock.now
    store.send(.nav(.setPath(below)))
    swipe += start.duration(to: .now)
  }
  precondition(store.path.count == n && store.books.count == (keepsStates ? n : 0))
  func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }
  return (seconds(push), seconds(pop), seconds(swipe))
}

enum BenchRoute: Hashable, Sendable {
  case book(Int)

  var bookID: Int? {
    switch self {
    case let .book(id): id
    }
  }
}

struct BenchRouteShelf: Reducer {
  struct State: Equatable, Sendable {
    var path: [BenchRoute]
    var books: RouteStackState<BenchBook.State> = []
  }
  enum Action: Equatable, Sendable, CasePathable {
    case nav(StackNavigation<BenchRoute>)
    case books(IdentifiedAction<RouteStackElementID, BenchBook.Action>)
  }

  let keepsStates: Bool

  var body: some ReducerOf<Self> {
    if keepsStates {
      EmptyReducer<State, Action>()
        .forEach(\.books, action: \.books, path: \.path, route: \.bookID) { _, id in
          BenchBook.State(id: id)
        } element: {
          BenchBook()
        }
        .navigationStack(\.path, action: \.nav)
    } else {
      EmptyReducer<State, Action>().navigationStack(\.path, action: \.nav)
    }
  }
}
