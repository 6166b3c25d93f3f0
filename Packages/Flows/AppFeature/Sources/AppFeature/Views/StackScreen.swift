import AppDomain

/// One screen of the Library tab's stack as the view layer binds it: the route, its depth,
/// and for a book screen which of `books` it shows.
///
/// The route alone cannot say which screen it is when one book stands twice (Dune → Solaris
/// → Dune): both are `.book(1)`, and SwiftUI would build both as the top screen, each with
/// its sheets. The depth tells them apart; the state keeps the document's `[AppRoute]`.
struct StackScreen: Hashable {
  let route: AppRoute
  let depth: Int
  /// The index into `AppFeature.State.books` of a book screen; `nil` for a shelf.
  let bookIndex: Int?
}

extension AppFeature.State {
  /// `path` as screens, bottom first; the stack binding writes back their routes.
  var screens: [StackScreen] {
    var books = 0
    return path.enumerated().map { depth, route in
      guard case .book = route else { return StackScreen(route: route, depth: depth, bookIndex: nil) }
      books += 1
      return StackScreen(route: route, depth: depth, bookIndex: books - 1)
    }
  }
}
