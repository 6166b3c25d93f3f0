import Core
import ThirdPartyShim
import XCTest

/// `$store.scope(state: \.note, action: \.note)` from `@Bindable var store`: the binding a
/// sheet takes, reading the presented child and dismissing it through the parent's `ifLet`.
@MainActor
final class BindableScopeTests: XCTestCase {
  @MainActor
  struct NotesViewModel {
    @Bindable var store: StoreOf<Notes>
    var note: Binding<StoreOf<Note>?> { $store.scope(state: \.note, action: \.note) }
  }

  func testTheBindingReadsThePresentedChildAndItsStoreSendsToIt() async throws {
    let store = Store(initialState: Notes.State()) { Notes() }
    let view = NotesViewModel(store: store)
    XCTAssertNil(view.note.wrappedValue)
    store.send(.compose)
    let note = try XCTUnwrap(view.note.wrappedValue)
    note.send(.type("milk"))
    XCTAssertEqual(store.state.note?.text, "milk")
    XCTAssertEqual(note.text, "milk")
  }

  func testWritingNilDismissesThroughIfLet() async {
    let store = Store(initialState: Notes.State()) { Notes() }
    let view = NotesViewModel(store: store)
    store.send(.compose)
    view.note.wrappedValue = nil
    XCTAssertNil(store.state.note)
  }
}

struct Note: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable, CasePathable { case type(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .type(text): state.text = text
    }
    return .none
  }
}

struct Notes: Reducer {
  struct State: Equatable { @Presents var note: Note.State? }
  enum Action: Equatable, CasePathable {
    case compose
    case note(PresentationAction<Note.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .compose = action { state.note = Note.State() }
      return .none
    }
    .ifLet(\.$note, action: \.note) { Note() }
  }
}
