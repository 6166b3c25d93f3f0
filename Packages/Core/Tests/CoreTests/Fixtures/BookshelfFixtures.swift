import Core
import ThirdPartyShim

/// The Bookshelf document's app, reduced to what exercises the four shapes.

enum Tab: Hashable, Sendable { case library, settings }
enum AppRoute: Hashable, Sendable {
  case shelf(Int)
  case book(Int)
}

/// The modal editor: a timer effect shows cancellation at `.dismissed`.
struct EditorFeature: Reducer {
  struct State: Equatable, Sendable {
    var title: String
    var autosaves = 0
  }
  enum Action: Equatable, Sendable {
    case editedTitle(String)
    case startAutosave
    case autosaved
    case tappedSave
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .editedTitle(title):
      state.title = title
      return .none
    case .startAutosave:
      return .ticking(.autosaved, on: clock)
    case .autosaved:
      state.autosaves += 1
      return .none
    case .tappedSave:
      return .none
    }
  }
}

struct BookshelfApp: Reducer {
  struct State: Equatable, Sendable {
    var tab: Tab = .library
    var path: [AppRoute] = []
    var editor: Presentation<EditorFeature.State> = .dismissed
    var confirmingDelete = false
    var alert: String?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case tab(SelectionNavigation<Tab>)
    case nav(StackNavigation<AppRoute>)
    case editor(PresentationAction<EditorFeature.Action>)
    case deleteConfirmation(PresenceNavigation)
    case alert(ItemNavigation<String>)
    case tappedEdit(String)
    case openedBook(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tappedEdit(title):
        state.editor = .presented(EditorFeature.State(title: title))
        return .none
      case .editor(.presented(.tappedSave)):
        state.editor = state.editor.dismiss()
        return .none
      case let .openedBook(id):
        state.tab = .library
        state.path = [.book(id)]
        return .none
      case .tab, .nav, .editor, .deleteConfirmation, .alert:
        return .none
      }
    }
    .liftPresentation(state: \.editor, action: \.editor) { EditorFeature() }
    // The tab veto: no switch while the editor is up (it has unsaved edits).
    .navigationSelection(\.tab, action: \.tab) { state, _ in state.editor.wrapped == nil }
    // The stack veto: no pushing the same route twice in a row.
    .navigationStack(\.path, action: \.nav) { state, operation in
      if case let .push(route) = operation { return state.path.last != route }
      return true
    }
    .navigationPresence(\.confirmingDelete, action: \.deleteConfirmation)
    .navigationItem(\.alert, action: \.alert)
  }
}
