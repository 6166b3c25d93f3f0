/// A named shelf: an ordered list of book ids, not the books, so a book edited once is
/// current on every shelf that holds it.
public struct Shelf: Sendable, Hashable, Identifiable, Codable {
  public var id: Int
  public var name: String
  public var bookIDs: [Book.ID]

  public init(id: Int, name: String, bookIDs: [Book.ID] = []) {
    self.id = id
    self.name = name
    self.bookIDs = bookIDs
  }
}
