import ThirdPartyShim

/// Issue 2's seven cases against a hand-written reducer measured in the same run.
@MainActor
func runShimBenchmarks() -> Measurement {
  let n = 200_000
  print("Runtime (ThirdPartyShim), actions per second, best of 5 runs of \(n) sends:")

  let plain = plainReducer()
  let baseline = measure("baseline: hand-written reducer, no framework", operations: n) {
    var state = PlainCounter()
    for _ in 0..<n { plain(&state, .increment) }
    blackHole(state)
  }
  report(baseline, target: nil, baseline: nil)

  let flat = measure("a) flat counter send", operations: n) {
    let store = Store(initialState: BenchCounter.State()) { BenchCounter() }
    for _ in 0..<n { store.send(.increment) }
    precondition(store.state.count == n)
  }
  report(flat, target: 1_000_000, baseline: baseline)

  typealias Nested = Level<Level<Level<BenchCounter>>>
  let nestedReducer = Nested(inner: Level(inner: Level(inner: BenchCounter())))
  let nestedState = Nested.State(inner: .init(inner: .init(inner: .init())))
  let nested = measure("b) send to a counter 3 Scopes deep", operations: n) {
    let store = Store(initialState: nestedState) { nestedReducer }
    for _ in 0..<n { store.send(.inner(.inner(.inner(.increment)))) }
    precondition(store.state.inner.inner.inner.count == n)
  }
  report(nested, target: 500_000, baseline: baseline)

  let optional = measure("c1) ifLet child: show / increment / hide", operations: n) {
    let store = Store(initialState: Host.State()) { Host() }
    for _ in 0..<(n / 3) {
      store.send(.show)
      store.send(.child(.increment))
      store.send(.hide)
    }
  }
  report(optional, target: 300_000, baseline: baseline)

  let presented = measure("c2) @Presents child: show / increment / dismiss", operations: n) {
    let store = Store(initialState: Host.State()) { Host() }
    for _ in 0..<(n / 3) {
      store.send(.present)
      store.send(.sheet(.presented(.increment)))
      store.send(.sheet(.dismiss))
    }
  }
  report(presented, target: 200_000, baseline: baseline)

  let stack = measure("c3) stack child: push / increment / pop (Core)", operations: n) {
    let store = Store(initialState: StackHost.State()) { StackHost() }
    for _ in 0..<(n / 3) {
      store.send(.push)
      store.send(.counter(.increment))
      store.send(.pop)
    }
    precondition(store.state.counter == nil && store.state.nav.items.isEmpty)
  }
  report(stack, target: nil, baseline: baseline)

  let scoped = measure("d) send through a store scoped 3 times", operations: n) {
    let store = Store(initialState: nestedState) { nestedReducer }
    let leaf = store.scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    for _ in 0..<n { leaf.send(.increment) }
    precondition(store.state.inner.inner.inner.count == n)
  }
  report(scoped, target: 300_000, baseline: baseline)
  return baseline
}
