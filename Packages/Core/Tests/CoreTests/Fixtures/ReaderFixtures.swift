import Core
import Foundation
import ThirdPartyShim

/// The Bookshelf document's stack shape with one feature standing on it many times: a typed
/// path of routes, and a state per `.page` route kept by the stack's `forEach`.
enum ReaderRoute: Hashable, Sendable {
  case shelf(Int)
  case page(Int)

  var pageID: Int? {
    if case let .page(id) = self { id } else { nil }
  }
}

/// One page screen: a timer effect (so cancellation can be seen), a flag, and an output.
struct PageScreen: Reducer {
  struct State: Equatable, Sendable, Codable {
    var id: Int
    var ticks = 0
    var flagged = false
  }
  enum Action: Equatable, Sendable {
    case startTimer
    case tick
    case flag
    case tappedRelated(Int)
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .ticking(.tick, on: clock)
    case .tick:
      state.ticks += 1
      return .none
    case .flag:
      state.flagged = true
      return .none
    case .tappedRelated:
      return .none
    }
  }
}

/// The app around it: routes in `path`, page states in `pages`, `.page` for the top page.
struct Reader: Reducer {
  struct State: Equatable, Sendable {
    var path: [ReaderRoute] = []
    var pages: RouteStackState<PageScreen.State> = []
    /// The page a refused route asked for: what a real app would put in a notice.
    var refused: Int?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case nav(StackNavigation<ReaderRoute>)
    case pages(IdentifiedAction<RouteStackElementID, PageScreen.Action>)
    case page(PageScreen.Action)
    /// Pushes a page with a state prepared by the reducer (flagged).
    case pushPrepared(Int)
    /// Appends a state without pushing its route: misuse.
    case appendStray
    /// Removes a page's screens from wherever they stand, with their states.
    case remove(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .page(.tappedRelated(id)):
        state.path.append(.page(id))
      case let .pushPrepared(id):
        state.path.append(.page(id))
        state.pages.append(PageScreen.State(id: id, flagged: true))
      case .appendStray:
        state.pages.append(PageScreen.State(id: 99))
      case let .remove(id):
        state.pages.removeAll { $0.id == id }
        state.path.removeAll { $0 == .page(id) }
      case .nav, .pages, .page:
        break
      }
      return .none
    }
    .forEach(\.pages, action: \.pages, top: \.page, path: \.path, route: \.pageID) { state, id in
      guard id != 404 else {
        state.refused = id
        return nil
      }
      return PageScreen.State(id: id)
    } element: {
      PageScreen()
    }
    .navigationStack(\.path, action: \.nav)
  }
}

/// A page with a navigation context of its own, whose launch pushes the note it shows.
struct ArrangedPage: Reducer {
  struct State: Equatable, Sendable {
    var id: Int
    var nav = Shared(value: NavigationState())
    var note: Int? = 1

    init(id: Int) { self.id = id }

    /// Whether the launch pushed the note onto the page's own stack.
    var arranged: Bool { nav.wrappedValue.items == [AnyHashable(PageNote.note)] }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id && lhs.arranged == rhs.arranged && lhs.note == rhs.note
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case note(Never)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .navigationStackContext(nav: \.nav, pathAction: \.pathDidChange) { context in
        context.ifLet(\.note, action: \.note, path: PageNote.note) { EmptyReducer() }
      }
  }
}

enum PageNote: Hashable, Sendable { case note }

/// The stack's `forEach` over pages with launch steps of their own.
struct ArrangedReader: Reducer {
  struct State: Equatable, Sendable {
    var path: [ReaderRoute] = []
    var pages: RouteStackState<ArrangedPage.State> = []
  }
  enum Action: Equatable, Sendable, CasePathable {
    case nav(StackNavigation<ReaderRoute>)
    case pages(IdentifiedAction<RouteStackElementID, ArrangedPage.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .forEach(\.pages, action: \.pages, path: \.path, route: \.pageID) { _, id in
        ArrangedPage.State(id: id)
      } element: {
        ArrangedPage()
      }
      .navigationStack(\.path, action: \.nav)
  }
}
