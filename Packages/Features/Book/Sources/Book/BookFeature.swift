import AppDomain
import ThirdPartyShim

/// One book screen on the stack: its title and notes, the books related to it, and the delete
/// confirmation. The app holds one of these per book screen, so a book reached through a
/// related book has a state of its own.
///
/// `confirmingDelete` is the optional shape (a `Bool` slot): the alert is shown exactly while
/// it is true. `tappedEdit`, `confirmDelete` and `tappedBuyCopy` are outputs: what editing,
/// deleting or buying means is the app's business, so this feature stays host-blind.
public struct BookFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var book: Book
    public var confirmingDelete = false
    /// The related books the screen lists, resolved by the app from its library.
    public var related: [Book]

    public init(book: Book, confirmingDelete: Bool = false, related: [Book] = []) {
      self.book = book
      self.confirmingDelete = confirmingDelete
      self.related = related
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
    /// OUTPUT: a related book was tapped; the app pushes its screen.
    case tappedRelated(Book.ID)
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
    case .tappedEdit, .tappedBuyCopy, .tappedRelated:
      break
    }
    return .none
  }
}

/// A book screen as it stands, delete question included: it holds no work in flight, so all
/// of it can be saved.
extension BookFeature.State: Codable {}
