/// The whole library as one value: its shelves and the books they hold.
///
/// This is what the app stores as JSON and what the library screen loads. Its operations are
/// pure, so the reducer that deletes a book and the store that persists the deletion apply
/// the same change.
public struct Catalog: Sendable, Hashable, Codable {
  public var shelves: [Shelf]
  public var books: [Book]

  public init(shelves: [Shelf] = [], books: [Book] = []) {
    self.shelves = shelves
    self.books = books
  }

  private enum CodingKeys: String, CodingKey {
    case shelves, books
  }

  /// A library file that gives one id to two books (or two shelves) is refused, naming the id,
  /// so the app keeps it aside as it does any file it cannot read: taken as it is, the second
  /// book could never be opened, and deleting the first would delete both.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    shelves = try container.decode([Shelf].self, forKey: .shelves)
    books = try container.decode([Book].self, forKey: .books)
    if let id = Self.firstRepeated(books.map(\.id)) {
      throw DecodingError.dataCorruptedError(
        forKey: .books, in: container, debugDescription: "Two books have the id \(id).")
    }
    if let id = Self.firstRepeated(shelves.map(\.id)) {
      throw DecodingError.dataCorruptedError(
        forKey: .shelves, in: container, debugDescription: "Two shelves have the id \(id).")
    }
  }

  private static func firstRepeated(_ ids: [Int]) -> Int? {
    var seen: Set<Int> = []
    return ids.first { !seen.insert($0).inserted }
  }

  /// The book with this id, if the library has it.
  public func book(id: Book.ID) -> Book? {
    books.first { $0.id == id }
  }

  /// The shelf with this id, if the library has it.
  public func shelf(id: Shelf.ID) -> Shelf? {
    shelves.first { $0.id == id }
  }

  /// The books on a shelf, in shelf order; ids without a book are skipped.
  public func books(on shelfID: Shelf.ID) -> [Book] {
    shelf(id: shelfID)?.bookIDs.compactMap { book(id: $0) } ?? []
  }

  /// The books listed as related to this one, in the order given; ids without a book are
  /// skipped, as on a shelf.
  public func relatedBooks(of id: Book.ID) -> [Book] {
    book(id: id)?.relatedIDs.compactMap { book(id: $0) } ?? []
  }

  /// Replaces the book with the same id; a book the library does not have is ignored, since
  /// only existing books can be edited.
  public mutating func update(_ book: Book) {
    guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
    books[index] = book
  }

  /// Removes the book and takes it off every shelf and every other book's relations.
  public mutating func remove(bookID: Book.ID) {
    books.removeAll { $0.id == bookID }
    for index in books.indices {
      books[index].relatedIDs.removeAll { $0 == bookID }
    }
    for index in shelves.indices {
      shelves[index].bookIDs.removeAll { $0 == bookID }
    }
  }
}
