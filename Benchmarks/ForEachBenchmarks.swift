import Core
import Foundation
import ThirdPartyShim

/// `context.forEach` on a stack of N instances (issue 15 §5), release only.
///
/// One cycle pushes one more instance (inserting its state) and pops it again, by a
/// back-swipe (SwiftUI writes the whole shorter path) and by removing its state (the reverse
/// edge, then the re-dispatched path). The baseline is the same insert and remove through the
/// runtime's plain `forEach`, which knows no stack, at the same N, in the same run. What must
/// hold: the cost of one cycle stays flat as N grows (the collection is never scanned per
/// action; only a path write, which carries N values by nature, is O(N)).
@MainActor
func runForEachBenchmarks() {
  print("Core: context.forEach, push and pop one instance on a stack of N (ns per operation)")
  let cycles = 2_000
  var rows: [Int: (push: Double, swipe: Double, remove: Double)] = [:]
  for n in [10, 100, 1_000] {
    var plain = (push: Double.infinity, pop: Double.infinity)
    var swipe = (push: Double.infinity, pop: Double.infinity)
    var remove = (push: Double.infinity, pop: Double.infinity)
    // Interleaved, best of 5 each: a busy machine slows every side alike.
    for _ in 0..<5 {
      plain = best(plain, forEachTime(n: n, cycles: cycles, navigationAware: false, bySwipe: false))
      swipe = best(swipe, forEachTime(n: n, cycles: cycles, navigationAware: true, bySwipe: true))
      remove = best(remove, forEachTime(n: n, cycles: cycles, navigationAware: true, bySwipe: false))
    }
    let per = 1e9 / Double(cycles)
    rows[n] = (swipe.push * per, swipe.pop * per, remove.pop * per)
    print(
      String(
        format:
          "  N = %5d   plain forEach: insert %6.0f remove %6.0f   context: push %6.0f (%4.2f×)"
          + "   swipe back %8.0f (%5.2f×)   remove %8.0f (%5.2f×)",
        n, plain.push * per, plain.pop * per, swipe.push * per, swipe.push / plain.push,
        swipe.pop * per, swipe.pop / plain.pop, remove.pop * per, remove.pop / plain.pop))
  }
  let (small, large) = (rows[10]!, rows[1_000]!)
  print(
    String(
      format:
        "  N = 1,000 vs N = 10: push %.2f× (flat ≈ 1); swipe back %.2f×, remove %.2f× per"
        + " operation, %.2f×, %.2f× per level (a path write carries all N values)",
      large.push / small.push, large.swipe / small.swipe, large.remove / small.remove,
      large.swipe / small.swipe / 100, large.remove / small.remove / 100))
}

private func best(
  _ a: (push: Double, pop: Double), _ b: (push: Double, pop: Double)
) -> (push: Double, pop: Double) {
  (min(a.push, b.push), min(a.pop, b.pop))
}

/// Seconds spent pushing and popping, separately, over `cycles` push-then-pop cycles.
@MainActor private func forEachTime(
  n: Int, cycles: Int, navigationAware: Bool, bySwipe: Bool
) -> (push: Double, pop: Double) {
  let store = Store(initialState: BenchShelf.State(count: n)) {
    BenchShelf(navigationAware: navigationAware)
  }
  precondition(store.books.count == n && (!navigationAware || store.nav.count == n))
  let below = store.nav.path
  var push = Duration.zero
  var pop = Duration.zero
  for cycle in 0..<cycles {
    let id = n + cycle
    let start = ContinuousClock.now
    store.send(.open(id))
    let middle = ContinuousClock.now
    if bySwipe { store.send(.pathDidChange(below)) } else { store.send(.close(id)) }
    let end = ContinuousClock.now
    push += start.duration(to: middle)
    pop += middle.duration(to: end)
  }
  precondition(store.books.count == n && (!navigationAware || store.nav.count == n))
  func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }
  return (seconds(push), seconds(pop))
}

enum BenchShelfPath: Hashable, Sendable { case book(Int) }

struct BenchBook: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    var reads = 0
  }
  enum Action: Equatable, Sendable { case read }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.reads += 1
    return .none
  }
}

struct BenchShelf: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var books: IdentifiedArrayOf<BenchBook.State> = []

    /// `count` books, stack and state in agreement (the store's launch pushes the tags).
    init(count: Int) {
      for id in 0..<count { books.append(BenchBook.State(id: id)) }
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case open(Int)
    case close(Int)
    case books(IdentifiedActionOf<BenchBook>)
    case pathDidChange(NavigationPath)
  }

  let navigationAware: Bool

  var body: some ReducerOf<Self> {
    let routing = Reduce<State, Action> { state, action in
      switch action {
      case let .open(id):
        state.books.append(BenchBook.State(id: id))
      case let .close(id):
        state.books.remove(id: id)
      case .books, .pathDidChange:
        break
      }
      return .none
    }
    if navigationAware {
      routing.navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.forEach(\.books, action: \.books, path: { BenchShelfPath.book($0) }) {
          BenchBook()
        }
      }
    } else {
      routing.forEach(\.books, action: \.books) { BenchBook() }
    }
  }
}
