import Core
import ThirdPartyShim

/// A host whose counter child is pushed on a shared stack with Core's navigationStackContext:
/// the stack case (c3) of the runtime benchmark.
struct StackHost: Reducer {
  enum Tag: Hashable, Sendable { case counter }
  struct State: Equatable {
    @Shared(value: NavigationState()) var nav
    var counter: BenchCounter.State?
  }
  enum Action: CasePathable {
    case push, pop
    case counter(BenchCounter.Action)
    case pathDidChange(NavigationPath)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push: state.counter = BenchCounter.State()
      case .pop: state.$nav.withLock { $0.popPast(Tag.counter) }
      case .counter, .pathDidChange: break
      }
      return .none
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(\.counter, action: \.counter, path: Tag.counter) { BenchCounter() }
    }
  }
}
