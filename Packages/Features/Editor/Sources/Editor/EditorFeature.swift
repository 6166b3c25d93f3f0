import AppDomain
import ThirdPartyShim

/// The modal editor of one book.
///
/// Identifiable by the book's id: that stable identity lets it drive a `sheet(item:)`
/// without churning. Saving is asynchronous: `tappedSave` persists through `EditorClient`
/// and only then reports `saved(book)`, so the app never shows as saved a book that is not,
/// and a failure keeps the editor open with its edits. `saved` and `tappedCancel` are the
/// outputs the app bridges into the dismissal.
public struct EditorFeature: Reducer {
  public struct State: Equatable, Sendable, Identifiable {
    /// The book as edited so far.
    public var book: Book
    /// The book as it was when editing began: what "unsaved edits" compares against.
    public let original: Book
    public var isSaving = false
    /// Why the last save failed, for the screen to say so.
    public var saveError: String?

    public init(book: Book) {
      self.book = book
      self.original = book
    }

    public var id: Book.ID { book.id }

    /// Whether leaving now would lose edits: what the app's tab veto asks.
    public var hasUnsavedEdits: Bool { book != original }
  }

  public enum Action: Equatable, Sendable {
    case editedTitle(String)
    case editedNotes(String)
    case tappedSave
    /// OUTPUT: the app begins the dismissal; the edits are dropped.
    case tappedCancel
    /// OUTPUT: the book is stored; the app shows it and begins the dismissal.
    case saved(Book)
    case saveFailed(String)
  }

  @Dependency(\.editorClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .editedTitle(title):
      state.book.title = title
      return .none
    case let .editedNotes(notes):
      state.book.notes = notes
      return .none
    case .tappedSave:
      guard !state.isSaving else { return .none }
      guard !state.book.title.allSatisfy(\.isWhitespace) else {
        state.saveError = "A book needs a title."
        return .none
      }
      state.isSaving = true
      state.saveError = nil
      let book = state.book
      return .run { [client] send in
        try await client.save(book)
        await send(.saved(book))
      } catch: { error, send in
        await send(.saveFailed("The book could not be saved (\(error))."))
      }
    case .saved:
      state.isSaving = false
      return .none
    case let .saveFailed(message):
      state.isSaving = false
      state.saveError = message
      return .none
    case .tappedCancel:
      return .none
    }
  }
}

/// Saves the draft and what it started from, not the save in flight: a restored editor is
/// ready to save again (its request died with the process), and says why the last save
/// failed if one did.
extension EditorFeature.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case book
    case original
    case saveError
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let original = try container.decode(Book.self, forKey: .original)
    let book = try container.decode(Book.self, forKey: .book)
    guard book.id == original.id else {
      throw DecodingError.dataCorruptedError(
        forKey: .book, in: container,
        debugDescription:
          "The draft is of book \(book.id) but the editor was opened on book \(original.id).")
    }
    self.init(book: original)
    self.book = book
    saveError = try container.decodeIfPresent(String.self, forKey: .saveError)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(book, forKey: .book)
    try container.encode(original, forKey: .original)
    try container.encodeIfPresent(saveError, forKey: .saveError)
  }
}
