import ThirdPartyShim

/// Small features the runtime tests drive.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var fact: String?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case increment
    case decrement
    case factButtonTapped
    case factResponse(String)
    case cancelFact
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case reachedTen }
  }
  enum CancelID { case fact }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return state.count == 10 ? .send(.delegate(.reachedTen)) : .none
      case .decrement:
        state.count -= 1
        return .none
      case .factButtonTapped:
        let count = state.count
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a number"))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .cancelFact:
        return .cancel(id: CancelID.fact)
      case .delegate:
        return .none
      }
    }
  }
}

struct Parent: Reducer {
  struct State: Equatable, Sendable {
    var counter = Counter.State()
    var child: Counter.State?
    @Presents var sheet: Counter.State?
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case counter(Counter.Action)
    case child(Counter.Action)
    case sheet(PresentationAction<Counter.Action>)
    case alert(PresentationAction<Alert>)
    case showChild
    case hideChild
    case showSheet
    case showAlert
    enum Alert: Equatable, Sendable { case confirm }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      switch action {
      case .showChild:
        state.child = Counter.State()
        return .none
      case .hideChild:
        state.child = nil
        return .none
      case .showSheet:
        state.sheet = Counter.State()
        return .none
      case .showAlert:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
          ButtonState(role: .cancel) { TextState("No") }
        }
        return .none
      case .counter, .child, .sheet, .alert:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Counter() }
    .ifLet(\.$sheet, action: \.sheet) { Counter() }
    .ifLet(\.$alert, action: \.alert)
  }
}
