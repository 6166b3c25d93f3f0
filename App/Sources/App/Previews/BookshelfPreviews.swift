import AppDomain
import AppFeature
import Book
import Editor
import HeadlessUI
import Library
import ThirdPartyShim

/// Bookshelf's features alone, on the sample library in memory: nothing is written to disk.
@MainActor
enum BookshelfPreviews {
  static let all = [library, book, editor]

  static let library = Preview(
    name: "Library", summary: "the shelves, loaded through LibraryClient; taps are outputs"
  ) { context in
    let outputs = OutputLog()
    let store = Store(initialState: LibraryFeature.State()) {
      context.effects.tracking {
        LibraryFeature()
        outputs.recorder { (action: LibraryFeature.Action) in
          switch action {
          case .tappedShelf, .tappedBook: "\(action)"
          default: nil
          }
        }
      }
    } withDependencies: {
      $0.libraryClient = LibraryClient { Catalog.sample }
    }
    return PreviewCatalog.host(
      "Library", store: store, outputs: outputs, context: context,
      banner: ["The sample library (Catalog.sample), in memory."],
      navigation: { "Library pushes nothing: a shelf tap goes to the host as .tappedShelf(id)." }
    ) {
      NavigationStack { LibraryView(store: store) }
    }
  }

  static let book = Preview(
    name: "Book",
    summary: "one book and its related books; Delete asks first (the optional shape); Edit is an output"
  ) { context in
    let outputs = OutputLog()
    let book = Catalog.sample.books[0]
    let related = Catalog.sample.relatedBooks(of: book.id)
    let store = Store(initialState: BookFeature.State(book: book, related: related)) {
      context.effects.tracking {
        BookFeature()
        outputs.recorder { (action: BookFeature.Action) in
          switch action {
          case .tappedEdit, .confirmDelete, .tappedBuyCopy, .tappedRelated: "\(action)"
          case .tappedDelete, .cancelDelete: nil
          }
        }
      }
    }
    return PreviewCatalog.host(
      "Book", store: store, outputs: outputs, context: context, banner: [],
      navigation: { "book.confirmingDelete (optional shape, Bool): \(store.confirmingDelete)" }
    ) {
      NavigationStack { BookView(store: store) }
    }
  }

  static let editor = Preview(
    name: "Editor", summary: "the book editor (a sheet in the app); saves through EditorClient"
  ) { context in
    let outputs = OutputLog()
    let store = Store(initialState: EditorFeature.State(book: Catalog.sample.books[0])) {
      context.effects.tracking {
        EditorFeature()
        outputs.recorder { (action: EditorFeature.Action) in
          switch action {
          case .saved, .tappedCancel: "\(action)"
          default: nil
          }
        }
      }
    } withDependencies: {
      $0.editorClient = EditorClient { _ in }
    }
    return PreviewCatalog.host(
      "Editor", store: store, outputs: outputs, context: context,
      banner: ["Saves go nowhere: the preview's EditorClient only says it saved."],
      navigation: { "editor.hasUnsavedEdits: \(store.state.hasUnsavedEdits)" }
    ) {
      EditorView(store: store)
    }
  }
}
