import AppDomain
import AppFeature
import Core
import ThirdPartyShim
import ThirdPartyShimTesting

/// A small library every AppFeature test starts from.
let dune = Book(id: 1, title: "Dune", notes: "Spice")
let anathem = Book(id: 2, title: "Anathem")
let catalog = Catalog(
  shelves: [Shelf(id: 10, name: "Sci-fi", bookIDs: [1, 2])], books: [dune, anathem])

/// The app's state with the library already loaded, as after the first appear.
func loadedState(path: [AppRoute] = [], book: Book? = nil) -> AppFeature.State {
  var state = AppFeature.State()
  state.library.catalog = catalog
  state.library.isLoaded = true
  state.path = path
  if let book { state.book = .init(book: book) }
  return state
}

@MainActor
func makeStore(_ state: AppFeature.State, library: MemoryLibrary)
  -> TestStore<AppFeature.State, AppFeature.Action>
{
  // State built outside a store is launched first, as the app launches what it restores.
  TestStore(initialState: AppFeature().launched(state)) {
    AppFeature()
  } withDependencies: {
    World.test(library).install(into: &$0)
  }
}

extension Presentation {
  /// Changes the child in place, whatever the stage: for assertions.
  mutating func modify(_ body: (inout Child) -> Void) {
    switch self {
    case var .presented(child):
      body(&child)
      self = .presented(child)
    case var .dismissing(last: child):
      body(&child)
      self = .dismissing(last: child)
    case .dismissed:
      break
    }
  }
}
