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
    syncBookWithPath(&state)
    return effect
  }

  private func route(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    // Library → stack
    case let .library(.tappedShelf(id)):
      state.path.append(.shelf(id))
      return .none

    case let .library(.tappedBook(id)):
      if Self.keepsOneBook(state.path, .push(.book(id))) { state.path.append(.book(id)) }
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
      if state.book?.book.id == book.id { state.book?.book = book }
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
    state.path = [.book(id)]
  }

  /// Keeps `book` in step with the stack: loaded when a `.book` route is pushed, cleared
  /// when it is popped; a route whose book is gone is removed. The sheets a book screen
  /// hosts leave with it, since SwiftUI drops them without an `onDismiss`.
  func syncBookWithPath(_ state: inout State) {
    let shown: Book.ID? = state.path.lazy.compactMap {
      if case let .book(id) = $0 { id } else { nil }
    }.last
    guard state.book?.book.id != shown else { return }
    state.editor = .dismissed
    state.checkout = .dismissed
    guard let id = shown else {
      state.book = nil
      return
    }
    if let book = state.library.catalog.book(id: id) {
      state.book = BookFeature.State(book: book)
    } else {
      state.book = nil
      state.path.removeAll { $0 == .book(id) }
      state.notice = "There is no book \(id) in your library."
    }
  }
}
