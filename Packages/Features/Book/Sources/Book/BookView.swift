import AppDomain
import Core
import HeadlessUI
import ThirdPartyShim

/// The book screen. Binds the optional shape: the delete alert is shown while
/// `confirmingDelete` is true, and closing it any way sends `cancelDelete` (Core's
/// `presence` binding). The editor sheet is attached by the app around this view, since
/// presenting another feature is not this feature's to know.
public struct BookView: View {
  let store: StoreOf<BookFeature>

  public init(store: StoreOf<BookFeature>) { self.store = store }

  public var body: some View {
    Form {
      Text(store.book.title)
      if !store.book.notes.isEmpty {
        Text(store.book.notes)
      }
      Button("Buy a copy") { store.send(.tappedBuyCopy) }
      if !store.related.isEmpty {
        Section("Related") {
          ForEach(store.related) { book in
            Button(book.title) { store.send(.tappedRelated(book.id)) }
          }
        }
      }
    }
    .navigationTitle(store.book.title)
    .toolbar {
      Button("Edit") { store.send(.tappedEdit) }
      Button("Delete", role: .destructive) { store.send(.tappedDelete) }
    }
    .alert(
      "Delete “\(store.book.title)”?",
      isPresented: store.presence(\.confirmingDelete, dismiss: .cancelDelete)
    ) {
      Button("Delete", role: .destructive) { store.send(.confirmDelete) }
      Button("Cancel", role: .cancel) { store.send(.cancelDelete) }
    } message: {
      Text("It is removed from every shelf.")
    }
  }
}
