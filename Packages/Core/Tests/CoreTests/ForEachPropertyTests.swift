import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Random sequences over several instances of one feature on the stack: pushes by insertion
/// and by an instance's own output, removals, swipes to any depth, programmatic pops, an
/// instance's own screen, work started on any instance. After every step the stack and the
/// collection agree, in order, and exactly the work of the instances still shown is running:
/// a pop cancelled the popped instances' work and nothing else. Seeded; a failure prints its
/// seed and the journey.
@MainActor
final class ForEachPropertyTests: XCTestCase {
  func testStackAndInstancesAgreeAndOnlyPoppedWorkIsCancelled() async {
    for seed in (0..<40).map({ 0xF0E4_0000 &+ UInt64($0) }) {
      guard await run(seed: seed, steps: 30) else { return }
    }
  }

  private func run(seed: UInt64, steps: Int) async -> Bool {
    var rng = SplitMix64(seed: seed)
    let work = ShelfWork()
    let store = Store(initialState: Shelf().launched(.showing(1, 2))) {
      Shelf()
    } withDependencies: {
      $0.shelfWork = work
    }
    // The work still running ends with the store, when this run returns.
    var nextID = 3
    var started: Set<Int> = []
    var journey: [String] = []
    for _ in 0..<steps {
      let action = nextAction(store.state, started: started, nextID: &nextID, rng: &rng)
      journey.append("\(action)")
      if case let .books(.element(id, .startWork)) = action { started.insert(id) }
      let warnings = collectIssuesSynchronously { store.send(action) }
      let present = Set(store.state.books.ids)
      let expected = started.intersection(present)
      let settled = await waitUntil("the running work is that of the instances still shown") {
        work.running == expected
      }
      let problem =
        warnings.first ?? inconsistency(in: store.state)
        ?? (settled ? nil : "running \(work.running.sorted()), expected \(expected.sorted())")
        ?? work.cancelled.first(where: present.contains).map { "the work of shown \($0) was cancelled" }
      if let problem {
        XCTFail("Seed \(seed): \(problem)\nJourney: \(journey.joined(separator: " → "))")
        return false
      }
    }
    return true
  }

  private func nextAction(
    _ state: Shelf.State, started: Set<Int>, nextID: inout Int, rng: inout SplitMix64
  ) -> Shelf.Action {
    let ids = state.books.ids
    func any() -> Int { ids[Int(rng.next() % UInt64(ids.count))] }
    func fresh() -> Int {
      defer { nextID += 1 }
      return nextID
    }
    guard !ids.isEmpty else { return .open(fresh()) }
    switch rng.next() % 9 {
    case 0: return .open(fresh())
    case 1: return .books(.element(id: any(), action: .tappedRelated(fresh())))
    case 2: return .close(any())
    case 3:
      let items = state.nav.items
      return .pathDidChange(
        NavigationPath(
          items.prefix(Int(rng.next() % UInt64(items.count + 1))).compactMap { $0.base as? ShelfPath }))
    case 4: return .backToFirst
    case 5:
      let hasNotes = state.books.contains { $0.notes != nil }
      return hasNotes ? .pathDidChange(state.nav.path) : .books(.element(id: ids.last!, action: .openNotes))
    case 6, 7:
      let id = any()
      return started.contains(id) ? .open(fresh()) : .books(.element(id: id, action: .startWork))
    default: return .pathDidChange(state.nav.path)
    }
  }

  private func inconsistency(in state: Shelf.State) -> String? {
    let nav = state.nav
    guard nav.path.count == nav.items.count else {
      return "path.count \(nav.path.count) != items.count \(nav.items.count)"
    }
    let tags = nav.compactMap(ShelfPath.self)
    let books = tags.compactMap { if case let .book(id) = $0 { id } else { nil } }
    guard books == state.books.ids else {
      return "book screens \(books) but instances \(state.books.ids); stack \(nav)"
    }
    let owners = state.books.filter { $0.notes != nil }.map(\.id)
    let notes = tags.indices.filter { tags[$0] == .notes }
    guard notes.count == owners.count else {
      return "\(notes.count) notes screens for \(owners.count) instances with notes; stack \(nav)"
    }
    if let index = notes.first, let owner = owners.first, tags[index - 1] != .book(owner) {
      return "the notes screen does not stand right above its book \(owner); stack \(nav)"
    }
    return nil
  }
}
