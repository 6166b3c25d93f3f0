import AppDomain
import Book
import Checkout
import Core
import Editor
import HeadlessUI
import Library
import ThirdPartyShim

/// Resolves a route to its screen. The one place that knows which feature draws which
/// route, and where the book screen gets the sheets it hosts.
@MainActor
public struct AppRouter {
  let store: StoreOf<AppFeature>

  public init(store: StoreOf<AppFeature>) { self.store = store }

  @ViewBuilder
  func view(for screen: StackScreen) -> some View {
    switch screen.route {
    case let .shelf(id):
      ShelfView(store: store.scope(state: \.library, action: \.library), shelfID: id)
    case let .book(id):
      bookView(id, index: screen.bookIndex ?? 0)
    }
  }

  /// The top book screen is the optional `book` slice as an optional store: built only while
  /// present, so an empty slot renders nothing. A book screen covered by others shows its
  /// own state without controls (`CoveredBookView`): it cannot be touched until the screens
  /// above it are popped, and then it is the top one. The top book screen binds the editor
  /// presentation (a sheet that stays rendered while dismissing, its `onDismiss` completing
  /// the dismissal) and the checkout presentation (a sheet with its own stack); BookView
  /// itself binds the alert.
  @ViewBuilder
  private func bookView(_ id: Book.ID, index: Int) -> some View {
    if index == store.books.count - 1, let book = store.scope(state: \.book, action: \.book),
      book.book.id == id
    {
      BookView(store: book)
        .sheet(
          isPresented: store.presence(\.editor, dismiss: .editor(.dismiss)),
          onDismiss: { store.send(.editor(.dismiss)) }
        ) {
          if let editor = store.scope(state: \.editor, action: \.editor) {
            EditorView(store: editor)
          }
        }
        .sheet(
          isPresented: store.presence(\.checkout, dismiss: .checkout(.dismiss)),
          onDismiss: { store.send(.checkout(.dismiss)) }
        ) {
          if let checkout = store.scope(state: \.checkout, action: \.checkout) {
            CheckoutSheet(store: checkout)
          }
        }
    } else if index < store.books.count - 1, store.books[index].book.id == id {
      CoveredBookView(state: store.books[index])
    }
  }
}

/// Checkout's third host (R4): the unchanged feature in a sheet, on a stack of its own that
/// it owns (its standalone `nav`), with its destinations registered at that stack's root.
struct CheckoutSheet: View {
  let store: StoreOf<CheckoutFeature>

  var body: some View {
    NavigationStack(path: store.binding(get: \.nav.path, send: { .pathDidChange($0) })) {
      CheckoutView(store: store)
        .checkoutDestinations(store: store)
    }
  }
}
