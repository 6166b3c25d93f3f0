import Foundation
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Screens that push screens with the same state: every level's stack sits at the same key
/// path and numbers its screens from 0, so a screen and the screen it pushed have the same
/// navigation id, and only their nesting tells their dismissals apart.
enum Nest {
  struct State: Equatable {
    var path = StackState<State>()
  }
  indirect enum Action: Equatable, CasePathable {
    case path(StackAction<State, Action>)
    /// Dismisses through `dismiss` read inside the effect.
    case close
    /// Dismisses through `dismiss` read in the reduce and captured by the effect.
    case closeCaptured
  }
}

/// A screen of the nest: it dismisses itself when told to.
struct NestScreen: Reducer {
  @Dependency(\.dismiss) var dismiss

  func reduce(into _: inout Nest.State, action: Nest.Action) -> Effect<Nest.Action> {
    switch action {
    case .close:
      return .run { _ in await dismiss() }
    case .closeCaptured:
      let dismiss = self.dismiss
      return .run { _ in await dismiss() }
    case .path:
      return .none
    }
  }
}

/// A screen of the nest that shows a stack of `Inner` screens. (Not one recursive reducer:
/// the shim builds a reducer's children when the store is made, so a reducer that contains
/// itself never finishes building.)
struct NestStack<Inner: Reducer<Nest.State, Nest.Action>>: Reducer {
  let inner: Inner

  var body: some Reducer<Nest.State, Nest.Action> {
    NestScreen()
      .forEach(\.path, action: \.path) { inner }
  }
}

/// TCA's `DismissEffect` dismisses the feature it is read in, the innermost presented one,
/// however deep and whatever its presenters' ids; and a presented child's reduce sees itself
/// presented on any thread.
@MainActor
final class DismissNestingTestsConformance: XCTestCase {
  /// Root → screen #0 → its own screen #0.
  private func nestedStore() -> Store<Nest.State, Nest.Action> {
    Store(
      initialState: Nest.State(path: StackState([Nest.State(path: StackState([Nest.State()]))]))
    ) { NestStack(inner: NestStack(inner: NestScreen())) }
  }

  func testTheInnermostScreenDismissesItselfNotTheScreenThatPushedIt() async {
    let store = nestedStore()
    store.send(.path(.element(id: 0, action: .path(.element(id: 0, action: .close)))))
    guard await eventually("the inner screen popped", { store.state.path[id: 0]?.path.isEmpty == true })
    else { return }
    XCTAssertEqual(store.state.path.ids, [0], "the screen that pushed it stays")
  }

  func testADismissalReadInTheReduceDismissesTheScreenThatReadIt() async {
    let store = nestedStore()
    store.send(.path(.element(id: 0, action: .path(.element(id: 0, action: .closeCaptured)))))
    guard await eventually("the inner screen popped", { store.state.path[id: 0]?.path.isEmpty == true })
    else { return }
    XCTAssertEqual(store.state.path.ids, [0], "the screen that pushed it stays")
  }

  func testAScreenReadingItsDismissalInTheReducePopsItself() async {
    let store = Store(initialState: Nest.State(path: StackState([Nest.State(), Nest.State()]))) {
      NestStack(inner: NestScreen())
    }
    store.send(.path(.element(id: 1, action: .closeCaptured)))
    await eventually("the top screen popped", { store.state.path.ids == [0] })
  }

  func testAChildPresentedAfterAnotherDismissesItselfWithWhatItReadInItsReduce() async {
    let store = Store(initialState: CloserHost.State()) { CloserHost(events: Events()) }
    store.send(.closer(.presented(.closeCaptured)))
    guard await eventually("the first child dismissed", { store.state.closer == nil }) else { return }
    store.send(.present(2))
    store.send(.closer(.presented(.closeCaptured)))
    await eventually("the second child dismissed") { store.state.closer == nil }
  }
}

/// A reducer run directly, as a test may run one, off the main thread.
final class DismissOffMainTestsConformance: XCTestCase {
  func testAPresentedChildReducedOffTheMainThreadIsPresented() async {
    let events = Events()
    let onMain = await Task.detached {
      var state = CloserHost.State()
      _ = CloserHost(events: events).reduce(into: &state, action: .closer(.presented(.check)))
      return Thread.isMainThread
    }.value
    XCTAssertFalse(onMain)
    XCTAssertEqual(events.all, ["reduce presented true"])
  }
}
