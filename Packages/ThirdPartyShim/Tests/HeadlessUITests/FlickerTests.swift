import HeadlessUI
import ThirdPartyShim
import XCTest

/// The Bookshelf document's flicker: a sheet's content read from a plain optional goes blank
/// in the dismissal frame; read from a three-stage presentation it stays on screen.
@MainActor
final class FlickerTests: XCTestCase {
  /// The Core `Presentation` shape, restated here because HeadlessUI's tests sit below Core.
  enum Stage: Equatable {
    case presented(String)
    case dismissing(last: String)
    case dismissed

    var wrapped: String? {
      switch self {
      case let .presented(title), let .dismissing(last: title): title
      case .dismissed: nil
      }
    }
  }

  struct State {
    var staged: Stage = .presented("Dune")
    var plain: String? = "Dune"
  }

  enum Action { case saveStaged, dismissStaged, savePlain }

  static func store() -> Store<State, Action> {
    Store(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .saveStaged:
          if case let .presented(title) = state.staged { state.staged = .dismissing(last: title) }
        case .dismissStaged: state.staged = .dismissed
        case .savePlain: state.plain = nil
        }
        return .none
      }
    }
  }

  struct StagedEditor: View {
    let store: Store<State, Action>
    var body: some View {
      let isPresented = Binding(
        get: { if case .presented = store.state.staged { true } else { false } },
        set: { if !$0 { store.send(.dismissStaged) } })
      Text("Book")
        .sheet(isPresented: isPresented, onDismiss: { store.send(.dismissStaged) }) {
          if let title = store.state.staged.wrapped {
            Text("Editing \(title)")
            Button("Save") { store.send(.saveStaged) }
          }
        }
    }
  }

  struct PlainEditor: View {
    let store: Store<State, Action>
    var body: some View {
      let isPresented = Binding(
        get: { store.state.plain != nil },
        set: { if !$0 { store.send(.savePlain) } })
      Text("Book")
        .sheet(isPresented: isPresented) {
          if let title = store.state.plain {
            Text("Editing \(title)")
            Button("Save") { store.send(.savePlain) }
          }
        }
    }
  }

  func testThreeStagePresentationKeepsContentDuringDismissal() async throws {
    let store = Self.store()
    let host = ViewHost(StagedEditor(store: store))
    host.render()
    try host.perform(.tap("Save"))
    XCTAssertEqual(store.state.staged, .dismissing(last: "Dune"))
    let frames = host.settle()
    XCTAssertEqual(
      frames,
      [
        """
        Book
        ┌─ sheet (dismissing) ─
        │ Editing Dune
        │ [Save]
        └─
        gestures: (none)
        """,
        "Book\ngestures: (none)",
      ])
    XCTAssertEqual(store.state.staged, .dismissed, "onDismiss finished the dismissal")
  }

  func testPlainOptionalFlickersBlank() async throws {
    let store = Self.store()
    let host = ViewHost(PlainEditor(store: store))
    host.render()
    try host.perform(.tap("Save"))
    XCTAssertEqual(
      host.settle(),
      [
        """
        Book
        ┌─ sheet (dismissing) ─
        │ (blank)
        └─
        gestures: (none)
        """,
        "Book\ngestures: (none)",
      ])
  }
}
