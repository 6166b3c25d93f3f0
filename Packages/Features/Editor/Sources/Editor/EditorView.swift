import AppDomain
import Core
import HeadlessUI
import ThirdPartyShim

/// The editor's content, shown in a sheet by the app. Its fields are bound through the store
/// (Core's `binding(get:send:)`), so typing sends actions and the reducer stays the only
/// writer. It reads a live store through the whole dismissal, so it never flickers blank.
public struct EditorView: View {
  let store: StoreOf<EditorFeature>

  public init(store: StoreOf<EditorFeature>) { self.store = store }

  public var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: store.binding(get: \.book.title, send: { .editedTitle($0) }))
        TextField("Notes", text: store.binding(get: \.book.notes, send: { .editedNotes($0) }))
        if store.isSaving {
          Text("Saving…")
        }
        if let error = store.saveError {
          Text(error)
        }
      }
      .navigationTitle("Edit “\(store.original.title)”")
      .toolbar {
        Button("Cancel") { store.send(.tappedCancel) }
        Button("Save") { store.send(.tappedSave) }
          .disabled(store.isSaving)
      }
    }
  }
}
