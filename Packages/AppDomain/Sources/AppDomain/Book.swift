/// A book: what the book screen shows and the editor changes.
///
/// `Codable` because the app stores the library as JSON; the id is an `Int` so a deep link
/// (`bookshelf://book/3`) can name it.
public struct Book: Sendable, Hashable, Identifiable, Codable {
  public var id: Int
  public var title: String
  public var notes: String
  /// Books the book screen lists as related; tapping one pushes its screen on top, so a
  /// person can walk Book → related Book → Book. Ids, like a shelf's, so an edit to the
  /// related book shows everywhere.
  public var relatedIDs: [Book.ID]

  public init(id: Int, title: String, notes: String = "", relatedIDs: [Book.ID] = []) {
    self.id = id
    self.title = title
    self.notes = notes
    self.relatedIDs = relatedIDs
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, notes, relatedIDs
  }

  /// Library files saved before books had relations have no `relatedIDs`: read as none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    notes = try container.decode(String.self, forKey: .notes)
    relatedIDs = try container.decodeIfPresent([Book.ID].self, forKey: .relatedIDs) ?? []
  }
}
