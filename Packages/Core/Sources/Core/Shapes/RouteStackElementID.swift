/// Which screen of a `RouteStackState` a state or an action belongs to, as TCA's
/// `StackElementID` names an element of its `StackState`.
///
/// A route says *what* a screen shows, not *which* screen it is: Dune → Solaris → Dune is two
/// `.book(1)` screens. Each state the stack's `forEach` makes gets a new id, never reused by
/// that collection, so an action sent to a screen that has since been popped is reported
/// instead of reaching the screen that took its place, and each screen's effects are
/// cancelled on their own. Ids count up from 0 in the order the states were added, so a test
/// can name them: `.books(.element(id: 1, action: .tappedDelete))`.
public struct RouteStackElementID: Hashable, Sendable, Comparable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The counter value, in the order the states were added to their collection.
  public let rawValue: Int

  /// An id with a known value: tests name screens by the order they were pushed.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lets a test write `id: 1` where an id is expected.
  public init(integerLiteral value: Int) { self.rawValue = value }

  /// Orders ids as their screens were added, so a sorted set of ids reads bottom first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `#3`: short, so a diff or a warning names the screen without noise.
  public var description: String { "#\(rawValue)" }
}
