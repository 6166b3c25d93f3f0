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
/// The stack's book screens are the child that repeats: `books` holds a state per `.book`
/// route, kept in step with `path` by Core's stack `forEach`.
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
    /// One state per `.book` route on the stack, in stack order: Book → related Book → Book
    /// holds three, and popping the top one leaves the others as they were. Core's stack
    /// `forEach` keeps it in step with `path`: no state without a screen, no screen without
    /// state.
    public var books: RouteStackState<BookFeature.State> = []
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
    /// The top book screen's actions: the one a person can touch.
    case book(BookFeature.Action)
    /// One book screen's actions, by its id; the top screen's effects answer here.
    case books(IdentifiedAction<RouteStackElementID, BookFeature.Action>)
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
    // 3. the bridges, wrapped by 1. the stacked and presented children and 2. one reducer
    //    per shape, each of which applies its operation before the bridges see the action
    Reduce { state, action in bridge(&state, action) }
      // a state per `.book` route, made from the library when the route is pushed
      .forEach(\.books, action: \.books, top: \.book, path: \.path, route: \.bookID) {
        state, id in
        state.newBookScreen(id)
      } element: {
        BookFeature()
      }
      .sheetsLeaveWithTheTopBook()
      .liftPresentation(state: \.editor, action: \.editor) { EditorFeature() }
      .liftPresentation(state: \.checkout, action: \.checkout) { CheckoutFeature() }
      .navigationSelection(\.tab, action: \.tab) { state, tab in
        tab == state.tab || !state.hasUnsavedEdits
      }
      .navigationStack(\.path, action: \.nav)
      .navigationItem(\.notice, action: \.notice)
  }
}

extension AppFeature.State {
  /// The book screen on top of the others: the one whose actions `.book` carries, and the
  /// one the editor, the delete alert and checkout act on, since only it can be touched.
  public var book: BookFeature.State? {
    get { books.last }
    set {
      switch (newValue, books.isEmpty) {
      case let (book?, true): books = [book]
      case let (book?, false): books[books.count - 1] = book
      case (nil, _): books.removeLast(books.isEmpty ? 0 : 1)
      }
    }
  }

  /// A new book screen's state for a pushed `.book(id)` route, made from the library; `nil`
  /// (the route is cut, with the screens above it) with a notice if the library has no such
  /// book.
  mutating func newBookScreen(_ id: Book.ID) -> BookFeature.State? {
    guard let book = library.catalog.book(id: id) else {
      notice = "There is no book \(id) in your library."
      return nil
    }
    return BookFeature.State(book: book, related: library.catalog.relatedBooks(of: id))
  }

  /// Whether the editor is on screen with edits that leaving would lose: the tab veto.
  /// A dismissing editor has saved or cancelled, so it never blocks.
  public var hasUnsavedEdits: Bool {
    if case let .presented(editor) = editor { editor.hasUnsavedEdits } else { false }
  }
}

extension AppRoute {
  /// The book a `.book` route shows: how the stack's `forEach` finds the book screens.
  var bookID: Book.ID? {
    if case let .book(id) = self { id } else { nil }
  }
}
