import ThirdPartyShim

/// The counter every runtime benchmark sends to.
struct BenchCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// One level of nesting: a parent that scopes to `Inner`.
struct Level<Inner: Reducer>: Reducer where Inner.State: Equatable {
  let inner: Inner
  struct State: Equatable { var inner: Inner.State }
  enum Action: CasePathable {
    case inner(Inner.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { inner }
  }
}

/// A parent with an optional child and a presented child.
struct Host: Reducer {
  struct State: Equatable {
    var child: BenchCounter.State?
    @Presents var sheet: BenchCounter.State?
  }
  enum Action: CasePathable {
    case show, hide, present
    case child(BenchCounter.Action)
    case sheet(PresentationAction<BenchCounter.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show: state.child = BenchCounter.State()
      case .hide: state.child = nil
      case .present: state.sheet = BenchCounter.State()
      case .child, .sheet: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { BenchCounter() }
    .ifLet(\.$sheet, action: \.sheet) { BenchCounter() }
  }
}

/// The same-run baseline: a hand-written reducer, no framework, called through a closure the
/// optimizer cannot see through, as a store calls its reducer.
struct PlainCounter {
  var count = 0
}

@inline(never)
func plainReducer() -> (inout PlainCounter, BenchCounter.Action) -> Void {
  { state, action in
    switch action {
    case .increment: state.count += 1
    }
  }
}
