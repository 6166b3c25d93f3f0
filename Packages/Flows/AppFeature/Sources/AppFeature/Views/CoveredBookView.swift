import Book
import HeadlessUI
import ThirdPartyShim

/// A book screen under another one: its title and notes as its state has them.
struct CoveredBookView: View {
  let state: BookFeature.State

  var body: some View {
    Form {
      Text(state.book.title)
      if !state.book.notes.isEmpty {
        Text(state.book.notes)
      }
    }
    .navigationTitle(state.book.title)
  }
}
