/// The stack's element: one case per pushable screen, with ids as payloads, so a feature can
/// ask for navigation (or a deep link can describe it) without importing the router.
public enum AppRoute: Sendable, Hashable, Codable {
  case shelf(Shelf.ID)
  case book(Book.ID)
}
