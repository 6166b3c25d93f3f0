import Core
import Foundation
import ThirdPartyShim

/// `Reader` with work that runs until cancelled (`ShelfWork`, keyed by a token each page state
/// gets when it is made), for the property test: which screens' work runs is observable.
struct WorkPage: Reducer {
  struct State: Equatable, Sendable {
    var value: Int
    var token: Int
  }
  enum Action: Equatable, Sendable {
    case startWork
    case tappedRelated(Int)
  }
  @Dependency(\.shelfWork) var work

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startWork:
      return .run { [work, token = state.token] _ in await work.run(token) }
    case .tappedRelated:
      return .none
    }
  }
}

struct WorkingReader: Reducer {
  struct State: Equatable, Sendable {
    var path: [ReaderRoute] = []
    var pages: RouteStackState<WorkPage.State> = []
    /// How many page states were made: the next one's token.
    var made = 0
  }
  enum Action: Equatable, Sendable, CasePathable {
    case nav(StackNavigation<ReaderRoute>)
    case pages(IdentifiedAction<RouteStackElementID, WorkPage.Action>)
    case page(WorkPage.Action)
    /// Removes a page value's screens from wherever they stand, with their states.
    case remove(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .page(.tappedRelated(value)):
        state.path.append(.page(value))
      case let .remove(value):
        state.pages.removeAll { $0.value == value }
        state.path.removeAll { $0 == .page(value) }
      case .nav, .pages, .page:
        break
      }
      return .none
    }
    .forEach(\.pages, action: \.pages, top: \.page, path: \.path, route: \.pageID) {
      state, value in
      state.made += 1
      return WorkPage.State(value: value, token: state.made)
    } element: {
      WorkPage()
    }
    .navigationStack(\.path, action: \.nav)
  }
}
