/// How a shelf lists its books: the Settings tab's setting, stored with the app's settings.
public enum BookSort: String, Sendable, Hashable, Codable, CaseIterable {
  /// The order the books were put on the shelf.
  case shelfOrder
  /// Alphabetically by title, ignoring case.
  case title

  /// The books in this order. Pure, so the library screen and tests sort the same way.
  public func sorted(_ books: [Book]) -> [Book] {
    switch self {
    case .shelfOrder:
      return books
    case .title:
      return books.sorted {
        let (lhs, rhs) = ($0.title.lowercased(), $1.title.lowercased())
        return lhs == rhs ? $0.id < $1.id : lhs < rhs
      }
    }
  }

  /// The label a person reads in Settings.
  public var label: String {
    switch self {
    case .shelfOrder: "Shelf order"
    case .title: "Title"
    }
  }
}
