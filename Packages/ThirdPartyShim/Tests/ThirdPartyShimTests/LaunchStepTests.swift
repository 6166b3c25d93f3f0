import ThirdPartyShim
import XCTest

/// Launch steps (`StoreLaunch`) in the runtime's own suite (`make mutants` found them exercised
/// only through Core): a nested child's step runs once, on its own slice, when the store is made;
/// a copy built with `_ignoring` registers nothing.
@MainActor
final class LaunchStepTests: XCTestCase {
  func testAScopedChildsStepRunsOnceOnItsSliceAtLaunch() async {
    let store = Store(initialState: Launched.State()) { Launched() }
    XCTAssertEqual(store.state.child, 1)
    XCTAssertEqual(store.state.other, 0)
  }

  func testAnOptionalChildsStepRunsOnlyWhileItIsPresent() async {
    let shown = Store(initialState: LaunchedOptional.State(child: 0)) { LaunchedOptional() }
    XCTAssertEqual(shown.state.child, 1, "a present child's step runs on it")
    let hidden = Store(initialState: LaunchedOptional.State(child: nil)) { LaunchedOptional() }
    XCTAssertNil(hidden.state.child, "an absent child has no step to run")
  }

  func testAPresentedChildsStepRunsOnlyWhileItIsPresented() async {
    let shown = Store(initialState: LaunchedPresented.State(child: 0)) { LaunchedPresented() }
    XCTAssertEqual(shown.state.child, 1, "a presented child's step runs on it")
    let hidden = Store(initialState: LaunchedPresented.State(child: nil)) { LaunchedPresented() }
    XCTAssertNil(hidden.state.child, "nothing presented, no step")
  }

  func testAChildBuiltWhileIgnoringRegistersNoStep() async {
    let store = Store(initialState: 0) { IgnoringCopy() }
    XCTAssertEqual(store.state, 0)
  }
}

/// Registers a launch step that counts, when it is built.
struct CountingLaunch: Reducer {
  func reduce(into state: inout Int, action: LaunchAction) -> Effect<LaunchAction> { .none }

  func _makeReduce() -> (inout Int, LaunchAction) -> Effect<LaunchAction> {
    // Launch runs its steps in two phases (arrange, then verify); count the first only.
    StoreLaunch._register { (state: inout Int) in
      if StoreLaunch.phase == .arrange { state += 1 }
    }
    return { _, _ in .none }
  }
}

enum LaunchAction: Equatable, Sendable { case noop }

struct Launched: Reducer {
  struct State: Equatable, Sendable {
    var child = 0
    var other = 0
  }
  enum Action: Equatable, Sendable, CasePathable {
    case child(LaunchAction)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { CountingLaunch() }
  }
}

/// A counting child behind an optional `ifLet`.
struct LaunchedOptional: Reducer {
  struct State: Equatable, Sendable {
    var child: Int?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case child(LaunchAction)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.child, action: \.child) { CountingLaunch() }
  }
}

/// A counting child behind `@Presents` and `ifLet`.
struct LaunchedPresented: Reducer {
  struct State: Equatable, Sendable {
    @Presents var child: Int?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case child(PresentationAction<LaunchAction>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$child, action: \.child) { CountingLaunch() }
  }
}

/// Keeps a second copy of a child built with `_ignoring`, as an operator that runs a child twice does.
struct IgnoringCopy: Reducer {
  func reduce(into state: inout Int, action: LaunchAction) -> Effect<LaunchAction> { .none }

  func _makeReduce() -> (inout Int, LaunchAction) -> Effect<LaunchAction> {
    StoreLaunch._ignoring { CountingLaunch()._makeReduce() }
  }
}
