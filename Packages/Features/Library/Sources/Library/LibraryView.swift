import AppDomain
import HeadlessUI
import ThirdPartyShim

/// The stack's root: the shelves. Tapping a shelf sends `tappedShelf`, an output the app
/// turns into a push, so this view never touches a path.
public struct LibraryView: View {
  let store: StoreOf<LibraryFeature>

  public init(store: StoreOf<LibraryFeature>) { self.store = store }

  public var body: some View {
    List {
      if let error = store.loadError {
        Text(error)
        Button("Retry") { store.send(.tappedRetry) }
      } else if !store.isLoaded {
        Text("Loading…")
      } else if store.shelves.isEmpty {
        Text("No shelves yet.")
      } else {
        ForEach(store.shelves) { shelf in
          Button("\(shelf.name) (\(shelf.bookIDs.count))") { store.send(.tappedShelf(shelf.id)) }
        }
      }
    }
    .navigationTitle("Library")
    .onAppear { store.send(.onAppear) }
  }
}
