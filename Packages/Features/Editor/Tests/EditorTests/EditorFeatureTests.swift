import AppDomain
import Editor
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@MainActor
final class EditorFeatureTests: XCTestCase {
  nonisolated static let dune = Book(id: 1, title: "Dune", notes: "")

  func testEditsAreUnsavedUntilSavedThroughTheClient() async {
    let saved = LockedBooks()
    let store = TestStore(initialState: EditorFeature.State(book: Self.dune)) {
      EditorFeature()
    } withDependencies: {
      $0.editorClient = EditorClient { saved.append($0) }
    }
    XCTAssertEqual(store.state.id, 1)
    XCTAssertFalse(store.state.hasUnsavedEdits)
    await store.send(.editedTitle("Dune Messiah")) { $0.book.title = "Dune Messiah" }
    await store.send(.editedNotes("Book two")) { $0.book.notes = "Book two" }
    XCTAssertTrue(store.state.hasUnsavedEdits)
    let edited = Book(id: 1, title: "Dune Messiah", notes: "Book two")
    await store.send(.tappedSave) { $0.isSaving = true }
    await store.receive(.saved(edited)) { $0.isSaving = false }
    XCTAssertEqual(saved.books, [edited])
  }

  func testAFailedSaveKeepsTheEditsAndSaysWhy() async {
    struct DiskFull: Error {}
    let store = TestStore(initialState: EditorFeature.State(book: Self.dune)) {
      EditorFeature()
    } withDependencies: {
      $0.editorClient = EditorClient { _ in throw DiskFull() }
    }
    await store.send(.editedNotes("x")) { $0.book.notes = "x" }
    await store.send(.tappedSave) { $0.isSaving = true }
    await store.receive(.saveFailed("The book could not be saved (DiskFull()).")) {
      $0.isSaving = false
      $0.saveError = "The book could not be saved (DiskFull())."
    }
    XCTAssertTrue(store.state.hasUnsavedEdits)
  }

  func testAnEmptyTitleIsNotSaved() async {
    let store = TestStore(initialState: EditorFeature.State(book: Self.dune)) {
      EditorFeature()
    }
    await store.send(.editedTitle("  ")) { $0.book.title = "  " }
    await store.send(.tappedSave) { $0.saveError = "A book needs a title." }
  }

  func testCancelIsAnOutputThatChangesNothingHere() async {
    let store = TestStore(initialState: EditorFeature.State(book: Self.dune)) {
      EditorFeature()
    }
    await store.send(.tappedCancel)
  }
}

/// Collects what the fake client saved, across the effect's task.
final class LockedBooks: @unchecked Sendable {
  // Unchecked: `stored` is only touched under `lock`.
  private let lock = NSLock()
  private var stored: [Book] = []
  func append(_ book: Book) { lock.withLock { stored.append(book) } }
  var books: [Book] { lock.withLock { stored } }
}
