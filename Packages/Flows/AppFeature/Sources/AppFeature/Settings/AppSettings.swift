import AppDomain

/// The Settings tab's values, stored by the World next to the library.
public struct AppSettings: Sendable, Hashable, Codable {
  /// How a shelf lists its books.
  public var sort: BookSort

  public init(sort: BookSort = .shelfOrder) { self.sort = sort }
}
