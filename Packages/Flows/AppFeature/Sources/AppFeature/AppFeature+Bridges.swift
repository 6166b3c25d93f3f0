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
  /// Runs after the shape reducers applied their operation and after the children ran.
  func bridge(_ state: inout State, _ action: Action) -> Effect<Action> {
    let effect = route(&state, action)
    syncBooksWithPath(&state)
    return effect
  }

  private func route(_ state: inout State, _ action: Action) -> Effect<Action> {
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

    case .tab, .nav, .editor, .checkout, .notice, .library, .book:
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
    state.books = state.books.suffix(1).filter { $0.book.id == id }
    state.path = [.book(id)]
  }

  /// Keeps `books` in step with the stack's `.book` routes: a state per route, in order. A
  /// state whose route is still there (matched in order, so popping the top book leaves the
  /// ones below as they were) is kept; a pushed route gets a new state, made from the
  /// library; a route whose book is gone is removed. The sheets a book screen hosts leave
  /// with it when the top book screen changes, since SwiftUI drops them without an
  /// `onDismiss`.
  func syncBooksWithPath(_ state: inout State) {
    let shown: [Book.ID] = state.path.compactMap {
      if case let .book(id) = $0 { id } else { nil }
    }
    var remaining = state.books[...]
    var books: [BookFeature.State] = []
    var missing: [Book.ID] = []
    var made = false
    for id in shown {
      if let index = remaining.firstIndex(where: { $0.book.id == id }) {
        books.append(remaining[index])
        remaining = remaining[(index + 1)...]
      } else if let book = state.library.catalog.book(id: id) {
        books.append(
          BookFeature.State(book: book, related: state.library.catalog.relatedBooks(of: id)))
        remaining = []
        made = true
      } else {
        missing.append(id)
      }
    }
    let topChanged = made || books.count != state.books.count
    state.books = books
    if topChanged {
      state.editor = .dismissed
      state.checkout = .dismissed
    }
    for id in missing {
      state.path.removeAll { $0 == .book(id) }
      state.notice = "There is no book \(id) in your library."
    }
  }
}
