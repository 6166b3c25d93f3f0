import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Random sequences over a typed route stack where page values repeat: pushes (by the stack's
/// operations and by the top page's output), pops, back swipes to any depth, replaced stacks,
/// removals of one value's screens, work started on any screen by id or on the top one. After
/// every step the states stand for the page routes in order; the screens whose routes below
/// them did not change kept their ids (after a removal, all the others), and the others are
/// new (ids never reused); and exactly
/// the work of the screens still shown is running: a pop cancelled the popped screens' work
/// and nothing else. Seeded; a failure prints its seed and the journey.
@MainActor
final class StackForEachPropertyTests: XCTestCase {
  func testStatesFollowTheRoutesAndOnlyPoppedWorkIsCancelled() async {
    for seed in (0..<40).map({ 0x57AC_0000 &+ UInt64($0) }) {
      guard await run(seed: seed, steps: 30) else { return }
    }
  }

  private func run(seed: UInt64, steps: Int) async -> Bool {
    var rng = SplitMix64(seed: seed)
    let work = ShelfWork()
    let store = Store(
      initialState: WorkingReader().launched(WorkingReader.State(path: [.page(1), .shelf(1), .page(1)]))
    ) {
      WorkingReader()
    } withDependencies: {
      $0.shelfWork = work
    }
    // The work still running ends with the store, when this run returns.
    var started: Set<Int> = []
    var journey: [String] = []
    for _ in 0..<steps {
      let before = store.state
      let action = nextAction(before, started: started, rng: &rng)
      journey.append("\(action)")
      if case let .pages(.element(id, .startWork)) = action, let page = before.pages[id: id] {
        started.insert(page.token)
      }
      if case .page(.startWork) = action, let page = before.pages.last {
        started.insert(page.token)
      }
      let warnings = collectIssuesSynchronously { store.send(action) }
      let shown = Set(store.state.pages.map(\.token))
      let expected = started.intersection(shown)
      let settled = await waitUntil("the running work is that of the screens still shown") {
        work.running == expected
      }
      let problem =
        warnings.first ?? inconsistency(before: before, after: store.state, action: action)
        ?? (settled ? nil : "running \(work.running.sorted()), expected \(expected.sorted())")
        ?? work.cancelled.first(where: shown.contains).map { "the work of shown token \($0) was cancelled" }
      if let problem {
        XCTFail("Seed \(seed): \(problem)\nJourney: \(journey.joined(separator: " → "))")
        return false
      }
    }
    return true
  }

  private func nextAction(
    _ state: WorkingReader.State, started: Set<Int>, rng: inout SplitMix64
  ) -> WorkingReader.Action {
    func pick(_ count: Int) -> Int { Int(rng.next() % UInt64(count)) }
    func route() -> ReaderRoute { pick(4) == 0 ? .shelf(pick(2)) : .page(1 + pick(3)) }
    let ids = state.pages.ids
    switch pick(11) {
    case 0, 1: return .nav(.push(route()))
    case 2: return state.pages.isEmpty ? .nav(.push(.page(1))) : .page(.tappedRelated(1 + pick(3)))
    case 3: return .nav(.pop)
    case 4: return .nav(.setPath(Array(state.path.prefix(pick(state.path.count + 1)))))
    case 5: return .nav(.setPath((0..<pick(5)).map { _ in route() }))
    case 6: return pick(3) == 0 ? .nav(.popToRoot) : .remove(1 + pick(3))
    default:
      guard !ids.isEmpty else { return .nav(.push(route())) }
      let id = ids[pick(ids.count)]
      if pick(3) == 0, let top = state.pages.last, !started.contains(top.token) {
        return .page(.startWork)
      }
      return started.contains(state.pages[id: id]!.token)
        ? .nav(.push(route())) : .pages(.element(id: id, action: .startWork))
    }
  }

  /// What the states must be after `action`: a state per page route in order, the ones below
  /// the first change kept with their ids (with a removal, all the others), the rest new.
  private func inconsistency(
    before: WorkingReader.State, after: WorkingReader.State, action: WorkingReader.Action
  ) -> String? {
    let values = after.path.compactMap(\.pageID)
    guard after.pages.map(\.value) == values else {
      return "states for \(after.pages.map(\.value)) but page routes \(values); path \(after.path)"
    }
    let old = Array(zip(before.pages.map(\.value), before.pages.ids))
    let kept: [RouteStackElementID]
    if case let .remove(value) = action {
      kept = old.filter { $0.0 != value }.map(\.1)
    } else {
      // The path changed alone: the screens below its first changed route stay.
      let unchanged = zip(before.path, after.path).prefix { $0.0 == $0.1 }.count
      let below = before.path.prefix(unchanged).compactMap(\.pageID).count
      kept = old.prefix(below).map(\.1)
    }
    let ids = after.pages.ids
    guard Array(ids.prefix(kept.count)) == kept else {
      return "kept \(Array(ids.prefix(kept.count))), expected \(kept); before \(old), path \(after.path)"
    }
    let newest = before.pages.ids.max() ?? -1
    if let reused = ids.dropFirst(kept.count).first(where: { $0 <= newest && !kept.contains($0) }) {
      return "screen \(reused) is not new; before \(old), after \(Array(zip(values, ids)))"
    }
    return nil
  }
}
