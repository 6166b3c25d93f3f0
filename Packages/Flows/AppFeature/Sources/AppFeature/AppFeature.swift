import AppDomain
import Book
import Checkout
import Core
import Editor
import Foundation
import Library
import ThirdPartyShim

/// The whole app as one feature: where each navigation shape is stored.
///
/// | Shape        | Stored as                                   | Driven by                     |
/// |--------------|---------------------------------------------|-------------------------------|
/// | Selection    | `tab: Tab`                                  | `.tab(SelectionNavigation)`   |
/// | Stack        | `path: [AppRoute]`                          | `.nav(StackNavigation)`       |
/// | Presentation | `editor`, `checkout: Presentation<…>`       | `.editor`, `.checkout(PresentationAction)` |
/// | Optional     | `book?.confirmingDelete`, `notice: String?` | `.book(.tappedDelete/…)`, `.notice(ItemNavigation)` |
///
/// The body reads as the Bookshelf document's fold: the children, one reducer per shape, and
/// the bridges that turn the children's outputs into navigation (`AppFeature+Bridges.swift`).
public struct AppFeature: Reducer {
  public struct State: Equatable, Sendable {
    // selection shape → a plain value
    public var tab: Tab = .library
    // stack shape → an ordered array of routes
    public var path: [AppRoute] = []
    // presentation shape → the three-stage lifecycle
    public var editor: Presentation<EditorFeature.State> = .dismissed
    /// "Buy a copy": the unchanged Checkout feature in a sheet with its own stack.
    public var checkout: Presentation<CheckoutFeature.State> = .dismissed
    // the feature slices
    public var library = LibraryFeature.State()
    /// Only while a `.book` route is on the stack: no state without a screen, and no
    /// screen without state.
    public var book: BookFeature.State?
    public var settings: AppSettings
    /// A message the user must read (a refused deep link, a failed write): an optional slot.
    public var notice: String?
    /// A deep link that arrived before the library was loaded, opened once it is.
    public var pendingDeepLink: Book.ID?
    /// The stack the last session left, shown once the library is loaded (its screens need
    /// their shelves and books); see `AppFeature+Restoration.swift`.
    public var restoredPath: [AppRoute]?

    public init(settings: AppSettings = AppSettings(), notice: String? = nil) {
      self.settings = settings
      self.notice = notice
      self.library.sort = settings.sort
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    // one navigation-operation case per shape
    case tab(SelectionNavigation<Tab>)
    case nav(StackNavigation<AppRoute>)
    case editor(PresentationAction<EditorFeature.Action>)
    case checkout(PresentationAction<CheckoutFeature.Action>)
    case notice(ItemNavigation<String>)
    // the child features' own actions
    case library(LibraryFeature.Action)
    case book(BookFeature.Action)
    // deep link in
    case openedURL(URL)
    // settings and storage
    case sortChanged(BookSort)
    case storageFailed(String)
  }

  @Dependency(\.libraryStorage) var storage

  public init() {}

  public var body: some ReducerOf<Self> {
    // 1. a present child: a total scope
    Scope(state: \.library, action: \.library) { LibraryFeature() }
    // 3. the bridges, wrapped by 1. the optional and presented children and 2. one reducer
    //    per shape, each of which applies its operation before the bridges see the action
    Reduce { state, action in bridge(&state, action) }
      .ifLet(\.book, action: \.book) { BookFeature() }
      .liftPresentation(state: \.editor, action: \.editor) { EditorFeature() }
      .liftPresentation(state: \.checkout, action: \.checkout) { CheckoutFeature() }
      .navigationSelection(\.tab, action: \.tab) { state, tab in
        tab == state.tab || !state.hasUnsavedEdits
      }
      .navigationStack(\.path, action: \.nav) { state, operation in
        Self.keepsOneBook(state.path, operation)
      }
      .navigationItem(\.notice, action: \.notice)
  }

  /// The stack holds at most one book screen, since the app holds one book state: a push or
  /// a path that would show a second is refused.
  static func keepsOneBook(_ path: [AppRoute], _ operation: StackNavigation<AppRoute>) -> Bool {
    func books(_ routes: [AppRoute]) -> Int {
      routes.count { if case .book = $0 { true } else { false } }
    }
    switch operation {
    case let .push(route): return books(path + [route]) <= 1
    case let .setPath(routes): return books(routes) <= 1
    case .pop, .popToRoot: return true
    }
  }
}

extension AppFeature.State {
  /// Whether the editor is on screen with edits that leaving would lose: the tab veto.
  /// A dismissing editor has saved or cancelled, so it never blocks.
  public var hasUnsavedEdits: Bool {
    if case let .presented(editor) = editor { editor.hasUnsavedEdits } else { false }
  }
}
