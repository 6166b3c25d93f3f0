import AppDomain
import HeadlessUI
import ThirdPartyShim

/// A shelf's books, in the order Settings chose. Tapping one sends `tappedBook`, an output
/// the app turns into a push.
public struct ShelfView: View {
  let store: StoreOf<LibraryFeature>
  let shelfID: Shelf.ID

  public init(store: StoreOf<LibraryFeature>, shelfID: Shelf.ID) {
    self.store = store
    self.shelfID = shelfID
  }

  public var body: some View {
    let books = store.state.books(on: shelfID)
    List {
      if books.isEmpty {
        Text("This shelf is empty.")
      }
      ForEach(books) { book in
        Button(book.title) { store.send(.tappedBook(book.id)) }
      }
    }
    .navigationTitle(store.catalog.shelf(id: shelfID)?.name ?? "Shelf")
  }
}
