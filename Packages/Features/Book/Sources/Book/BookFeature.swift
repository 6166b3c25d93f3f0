import AppDomain
import ThirdPartyShim

/// One book on the stack: its title and notes, and the delete confirmation.
///
/// `confirmingDelete` is the optional shape (a `Bool` slot): the alert is shown exactly while
/// it is true. `tappedEdit`, `confirmDelete` and `tappedBuyCopy` are outputs: what editing,
/// deleting or buying means is the app's business, so this feature stays host-blind.
public struct BookFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var book: Book
    public var confirmingDelete = false

    public init(book: Book, confirmingDelete: Bool = false) {
      self.book = book
      self.confirmingDelete = confirmingDelete
    }
  }

  public enum Action: Equatable, Sendable {
    /// OUTPUT: the app presents the editor.
    case tappedEdit
    /// Asks for confirmation: shows the alert.
    case tappedDelete
    /// OUTPUT, from the alert: the app deletes the book and pops this screen.
    case confirmDelete
    /// From the alert (its Cancel, or its dismissal): hides it.
    case cancelDelete
    /// OUTPUT: "Buy a copy"; the app presents checkout.
    case tappedBuyCopy
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tappedDelete:
      state.confirmingDelete = true
    case .cancelDelete, .confirmDelete:
      // Confirming also closes the alert, so the state is right even if the view layer
      // does not send `cancelDelete` first.
      state.confirmingDelete = false
    case .tappedEdit, .tappedBuyCopy:
      break
    }
    return .none
  }
}
