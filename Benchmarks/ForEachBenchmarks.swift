import Core
import Foundation
import ThirdPartyShim

/// `context.forEach` on a stack of N instances (issue 15 §5), release only.
///
/// One cycle pushes one more instance (inserting its state) and pops it again, in one of
/// four ways: by a back-swipe (SwiftUI writes the shorter path it took from the stack's
/// own), by removing its state (the reverse edge, then the re-dispatched path), and by
/// `popTo` the instance below it or `popPast` itself from a reducer (then the re-dispatched
/// path and the cleanup). The baseline is the same insert and remove through the runtime's
/// plain `forEach`, which knows no stack, at the same N, in the same run.
///
/// What must hold: each operation costs the same at N = 1,000 as at N = 10 (within 2×).
/// Nothing on these paths walks the collection or the stack: a shorter path shares the
/// stack's nodes, so checking that it is a prefix stops where they meet; a value's place
/// on the stack is a hash lookup; the undeclared-tag check looks only at what was pushed
/// since it last ran. The one linear step left is the first path change after launch, which
/// checks the N launched tags once (amortized over the 2,000 cycles here).
@MainActor
func runForEachBenchmarks() {
  print(
    "Core: context.forEach, push and pop one instance on a stack of N (ns per operation;"
      + " × = vs the plain forEach at the same N, same run)")
  let cycles = 2_000
  let pops: [(name: String, pop: BenchPop)] = [
    ("swipe back", .swipe), ("remove", .remove), ("popTo", .popTo), ("popPast", .popPast),
  ]
  var rows: [Int: (push: Double, pops: [Double])] = [:]
  for n in [10, 100, 1_000] {
    var plain = (push: Double.infinity, pop: Double.infinity)
    var context = Array(repeating: (push: Double.infinity, pop: Double.infinity), count: pops.count)
    // Interleaved, best of 5 each: a busy machine slows every side alike.
    for _ in 0..<5 {
      plain = best(plain, forEachTime(n: n, cycles: cycles, pop: nil))
      for (index, pop) in pops.enumerated() {
        context[index] = best(context[index], forEachTime(n: n, cycles: cycles, pop: pop.pop))
      }
    }
    let per = 1e9 / Double(cycles)
    let push = context[0].push  // Best of 5, as the baseline; every cycle pushes alike.
    rows[n] = (push * per, context.map { $0.pop * per })
    var line = String(
      format: "  N = %5d   plain: insert %5.0f remove %5.0f   push %6.0f (%4.2f×)",
      n, plain.push * per, plain.pop * per, push * per, push / plain.push)
    for (index, pop) in pops.enumerated() {
      line += String(
        format: "   %@ %6.0f (%4.2f×)", pop.name, context[index].pop * per,
        context[index].pop / plain.pop)
    }
    print(line)
  }
  let (small, large) = (rows[10]!, rows[1_000]!)
  let ratios =
    [("push", large.push / small.push)]
    + pops.indices.map { (pops[$0].name, large.pops[$0] / small.pops[$0]) }
  let flat = ratios.allSatisfy { $0.1 <= 2 }
  print(
    "  N = 1,000 vs N = 10, per operation: "
      + ratios.map { String(format: "%@ %.2f×", $0.0, $0.1) }.joined(separator: ", ")
      + (flat ? "   (flat, each ≤ 2: ok)" : "   (each should be ≤ 2: NOT FLAT)"))
}

/// How a cycle pops the instance it pushed.
enum BenchPop {
  case swipe, remove, popTo, popPast
}

private func best(
  _ a: (push: Double, pop: Double), _ b: (push: Double, pop: Double)
) -> (push: Double, pop: Double) {
  (min(a.push, b.push), min(a.pop, b.pop))
}

/// Seconds spent pushing and popping, separately, over `cycles` push-then-pop cycles;
/// `pop: nil` is the plain `forEach` baseline (insert, then remove).
@MainActor private func forEachTime(
  n: Int, cycles: Int, pop: BenchPop?
) -> (push: Double, pop: Double) {
  let reducer = BenchShelf(navigationAware: pop != nil)
  let store = Store(initialState: reducer.launched(BenchShelf.State(count: n))) { reducer }
  precondition(store.books.count == n && (pop == nil || store.nav.count == n))
  let below = store.nav.path
  var push = Duration.zero
  var popped = Duration.zero
  for cycle in 0..<cycles {
    let id = n + cycle
    let start = ContinuousClock.now
    store.send(.open(id))
    let middle = ContinuousClock.now
    switch pop {
    case .swipe: store.send(.pathDidChange(below))
    case .remove, nil: store.send(.close(id))
    case .popTo: store.send(.popTo(n - 1))
    case .popPast: store.send(.popPast(id))
    }
    let end = ContinuousClock.now
    push += start.duration(to: middle)
    popped += middle.duration(to: end)
  }
  precondition(store.books.count == n && (pop == nil || store.nav.count == n))
  func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }
  return (seconds(push), seconds(popped))
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
    case popTo(Int)
    case popPast(Int)
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
      case let .popTo(id):
        state.$nav.withLock { $0.popTo(BenchShelfPath.book(id)) }
      case let .popPast(id):
        state.$nav.withLock { $0.popPast(BenchShelfPath.book(id)) }
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
