import AppDomain
import Book
import Checkout
import Core
import Editor
import Foundation
import Library
import ThirdPartyShim

extension AppFeature {
  /// The bridges: child OUTPUT actions become navigation, in one pattern-matching reducer.
  /// Runs after the shape reducers applied their operation and after the children ran; the
  /// book screens' states follow the routes it pushes and pops (the stack's `forEach`).
  func bridge(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    // Library → stack
    case let .library(.tappedShelf(id)):
      state.path.append(.shelf(id))
      return .none

    case let .library(.tappedBook(id)):
      state.path.append(.book(id))
      return .none

    // Book → another book screen on top, with a state of its own.
    case let .book(.tappedRelated(id)):
      state.path.append(.book(id))
      return .none

    case .library(.loaded):
      if let path = state.restoredPath {
        state.restoredPath = nil
        restore(path, &state)
      }
      guard let id = state.pendingDeepLink else { return .none }
      state.pendingDeepLink = nil
      openBook(id, &state)
      return .none

    // Book → editor presentation, delete, checkout
    case .book(.tappedEdit):
      if let book = state.book?.book, state.editor.wrapped == nil, state.checkout.wrapped == nil {
        state.editor = .presented(EditorFeature.State(book: book))
      }
      return .none

    case .book(.confirmDelete):
      guard let id = state.book?.book.id else { return .none }
      state.library.catalog.remove(bookID: id)
      // Its screens go wherever they stand, with their states; the others keep theirs.
      state.books.removeAll { $0.book.id == id }
      state.path.removeAll { $0 == .book(id) }
      for index in state.books.indices {
        state.books[index].related.removeAll { $0.id == id }
      }
      return .run { [storage] _ in
        try await storage.delete(id)
      } catch: { error, send in
        await send(.storageFailed("The book could not be deleted from storage (\(error))."))
      }

    case .book(.tappedBuyCopy):
      if let id = state.book?.book.id, state.editor.wrapped == nil, state.checkout.wrapped == nil {
        state.checkout = .presented(CheckoutFeature.State(productID: "book-\(id)"))
      }
      return .none

    // Editor outputs → the first dismissal step; the view's onDismiss sends `.dismiss`.
    case let .editor(.presented(.saved(book))):
      state.library.catalog.update(book)
      // Every screen of this book shows the edit, and so does every list that relates it.
      for index in state.books.indices {
        if state.books[index].book.id == book.id { state.books[index].book = book }
        state.books[index].related = state.books[index].related.map { $0.id == book.id ? book : $0 }
      }
      state.editor = state.editor.dismiss()
      return .none

    case .editor(.presented(.tappedCancel)):
      state.editor = state.editor.dismiss()
      return .none

    // Checkout's only output → the first dismissal step.
    case .checkout(.presented(.delegate(.finished))):
      state.checkout = state.checkout.dismiss()
      return .none

    // A vetoed tab switch changed nothing; say why.
    case let .tab(.select(tab)) where tab != state.tab:
      state.notice = "Save or cancel your edits before switching tabs."
      return .none

    // Deep link → navigation is just state.
    case let .openedURL(url):
      guard let id = DeepLink.bookID(from: url) else {
        state.notice = "“\(url.absoluteString)” is not a Bookshelf link."
        return .none
      }
      guard state.library.isLoaded else {
        state.pendingDeepLink = id
        return .none
      }
      openBook(id, &state)
      return .none

    case let .sortChanged(sort):
      state.settings.sort = sort
      state.library.sort = sort
      let settings = state.settings
      return .run { [storage] _ in
        try await storage.saveSettings(settings)
      } catch: { error, send in
        await send(.storageFailed("The settings could not be saved (\(error))."))
      }

    case let .storageFailed(message):
      state.notice = message
      return .none

    case .tab, .nav, .editor, .checkout, .notice, .library, .book, .books:
      return .none
    }
  }

  /// Shows the book at the top of the Library tab, or says why not and changes nothing.
  private func openBook(_ id: Book.ID, _ state: inout State) {
    guard !state.hasUnsavedEdits else {
      state.notice = "Save or cancel your edits before opening another book."
      return
    }
    guard state.library.catalog.book(id: id) != nil else {
      state.notice = "There is no book \(id) in your library."
      return
    }
    state.tab = .library
    // The link replaces the stack: the screens below go with their states, and the top one
    // keeps its state only if it already shows this book.
    let keepsTop = state.book?.book.id == id
    state.books.removeFirst(state.books.count - (keepsTop ? 1 : 0))
    state.path = [.book(id)]
  }
}

extension Reducer where State == AppFeature.State, Action == AppFeature.Action {
  /// The sheets a book screen hosts leave with it when the top book screen changes (a new
  /// screen pushed or made, one popped), since SwiftUI drops them without an `onDismiss`.
  /// Inside the presentations' lifts, so their effects are cancelled with them.
  func sheetsLeaveWithTheTopBook() -> Reduce<State, Action> {
    Reduce { state, action in
      let top = state.books.ids.last
      let count = state.books.count
      let effects = self.reduce(into: &state, action: action)
      if state.books.ids.last != top || state.books.count != count {
        state.editor = .dismissed
        state.checkout = .dismissed
      }
      return effects
    }
  }
}
