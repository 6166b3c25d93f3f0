/// A book: what the book screen shows and the editor changes.
///
/// `Codable` because the app stores the library as JSON; the id is an `Int` so a deep link
/// (`bookshelf://book/3`) can name it.
public struct Book: Sendable, Hashable, Identifiable, Codable {
  public var id: Int
  public var title: String
  public var notes: String

  public init(id: Int, title: String, notes: String = "") {
    self.id = id
    self.title = title
    self.notes = notes
  }
}
