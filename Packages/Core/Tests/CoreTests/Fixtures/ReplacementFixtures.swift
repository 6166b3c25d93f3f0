import Core
import ThirdPartyShim

enum SessionPath: Hashable, Sendable {
  case session
  case detail
}

/// A child with an identity and a long-running effect: replacing it must stop the effect.
struct SessionFeature: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case startTimer
    case tick
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .ticking(.tick, on: clock)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A host with an identified child and a screen declared above it.
struct SessionHost: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var session: SessionFeature.State?
    var detail: ReceiptFeature.State?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case open(id: Int)
    case edit
    case session(SessionFeature.Action)
    case detail(ReceiptFeature.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(id):
        state.session = SessionFeature.State(id: id)
        return .none
      case .edit:
        // The same session, changed in place: not a replacement.
        state.session?.ticks += 100
        return .none
      case .session, .detail, .pathDidChange:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(\.session, action: \.session, path: SessionPath.session) {
        SessionFeature()
      }
      context.ifLet(\.detail, action: \.detail, path: SessionPath.detail) {
        ReceiptFeature()
      }
    }
  }
}

/// Two contexts on one stack that do not contain each other: at launch, with both children
/// present, nothing says whose screen is on top. The tags are parameters so the same pair can
/// also declare one tag twice (`SharedTagLaunchTests`).
struct TwinContexts: Reducer {
  var leftTag = SessionPath.session
  var rightTag = SessionPath.detail

  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var left: ReceiptFeature.State?
    var right: ReceiptFeature.State?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case left(ReceiptFeature.Action)
    case right(ReceiptFeature.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(\.left, action: \.left, path: leftTag) { ReceiptFeature() }
      }
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(\.right, action: \.right, path: rightTag) { ReceiptFeature() }
      }
  }
}
