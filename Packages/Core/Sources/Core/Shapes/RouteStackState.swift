import ThirdPartyShim

/// The states of one feature's screens on a typed route stack, bottom first: what TCA's
/// `StackState` is to a `NavigationStack`, kept beside the Bookshelf document's
/// `path: [AppRoute]` instead of replacing it. Its own name, because an app importing TCA has
/// TCA's `StackState` too, whose ids come with the states rather than from a path.
///
/// ```swift
/// public var path: [AppRoute] = []
/// public var books: RouteStackState<BookFeature.State> = []   // one per `.book` route, in order
/// ```
///
/// The path says which screens stand; this collection holds their states, and the stack's
/// `forEach(_:action:top:path:route:state:element:)` keeps the two in step: a pushed route
/// gets a state, a popped one loses it. Each state carries a `RouteStackElementID`, so actions and
/// effects reach the screen they were meant for even when one route stands twice.
///
/// Reducers read and change the states in place (`state.books[1].confirmingDelete = true`)
/// and may remove some alongside the routes they pop, to say which screens go (see
/// `removeAll(where:)`). A state appended here stands for the next route that has none (a push
/// with a prepared state); one that no route stands for is reported and dropped.
///
/// Equality compares the states in order, not their ids: ids are bookkeeping for actions and
/// effects, and a test asserts what the screens hold (`$0.books.append(screen(dune))`).
public struct RouteStackState<Element> {
  /// The entries by id, in stack order. An `IdentifiedArray`, so the runtime's `forEach`
  /// finds a screen by id and cancels a removed screen's effects, as it does for
  /// `context.forEach`.
  @usableFromInline var entries = IdentifiedArray<RouteStackElementID, RouteStackEntry<Element>>()
  /// The id the next added state gets: ids are never reused by one collection.
  @usableFromInline var nextID = 0
  /// The path (a `[Route]`) and the membership count this collection was last matched
  /// against: while both are unchanged, the stack's `forEach` has nothing to do. `nil` for a
  /// collection never matched (written by hand, decoded), which is matched at once.
  @usableFromInline var matched: StackMatch?

  /// No screens.
  public init() {}

  /// These states, bottom first; each stands for the next route of its feature when the
  /// stack's `forEach` first sees it (at launch, or after the action that added it).
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The screens' ids, bottom first.
  public var ids: [RouteStackElementID] { entries.ids }

  /// The state of the screen with `id`, if it is still in the collection. Assigning `nil`
  /// removes it; assigning to an id that is gone does nothing.
  public subscript(id id: RouteStackElementID) -> Element? {
    get { entries[id: id]?.element }
    set {
      guard let newValue else {
        entries.remove(id: id)
        return
      }
      entries[id: id]?.element = newValue
    }
  }

  /// Adds a state on top; it stands for the next route that has no state yet.
  public mutating func append(_ element: Element) {
    entries.append(
      RouteStackEntry(id: RouteStackElementID(rawValue: nextID), route: nil, position: -1, element: element))
    nextID += 1
  }

  /// Adds a state that already stands for `route`, at `position` on the path: what the
  /// stack's `forEach` makes.
  @usableFromInline
  mutating func append(_ element: Element, route: AnyHashableSendable, position: Int) {
    entries.append(
      RouteStackEntry(
        id: RouteStackElementID(rawValue: nextID), route: route, position: position, element: element))
    nextID += 1
  }

  /// Removes and returns the top state.
  @discardableResult
  public mutating func removeLast() -> Element {
    entries.remove(id: entries.ids[entries.ids.count - 1])!.element
  }

  /// Removes the top `count` states.
  public mutating func removeLast(_ count: Int) {
    for id in entries.ids.suffix(count).reversed() { entries.remove(id: id) }
  }

  /// Removes the bottom `count` states; the ones above keep their ids and their effects.
  public mutating func removeFirst(_ count: Int) {
    for id in entries.ids.prefix(count) { entries.remove(id: id) }
  }

  /// Removes every state that matches: the screens that go when a reducer removes their
  /// routes from the middle of the path (a deleted book's screens), so the others keep theirs.
  public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
    for id in entries.ids where try shouldRemove(entries[id: id]!.element) {
      entries.remove(id: id)
    }
  }

  /// Removes every state.
  public mutating func removeAll() {
    entries.removeAll()
  }
}

/// One screen's state, its id, and the route it stands for and where on the path (`nil` and
/// -1 until the stack's `forEach` places it): kept so a changed path can be matched screen by
/// screen.
@usableFromInline
struct RouteStackEntry<Element>: Identifiable {
  @usableFromInline let id: RouteStackElementID
  @usableFromInline var route: AnyHashableSendable?
  @usableFromInline var position: Int
  @usableFromInline var element: Element

  @usableFromInline
  init(id: RouteStackElementID, route: AnyHashableSendable?, position: Int, element: Element) {
    self.id = id
    self.route = route
    self.position = position
    self.element = element
  }
}

extension RouteStackEntry: Sendable where Element: Sendable {}

extension RouteStackState: RandomAccessCollection, MutableCollection {
  /// The first position, always 0: positions are stack order, bottom first.
  public var startIndex: Int { 0 }
  /// One past the top screen's position.
  public var endIndex: Int { entries.count }
  /// The state of the screen at this position, bottom first. Writing it keeps the screen's id
  /// and route, so the write changes what the screen shows, not which screen it is.
  public subscript(position: Int) -> Element {
    get { entries[position].element }
    set { entries[id: entries.ids[position]]?.element = newValue }
  }
}

extension RouteStackState: ExpressibleByArrayLiteral {
  /// States in stack order, each with a new id: what a test or a preview starts from.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension RouteStackState: Equatable where Element: Equatable {
  /// Equal when the same states are in the same order, whatever their ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension RouteStackState: Sendable where Element: Sendable {}

extension RouteStackState: Codable where Element: Codable {
  /// Encodes the states alone, bottom first: ids and routes are the running app's
  /// bookkeeping, and a decoded collection is matched to its path again at launch.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for element in self { try container.encode(element) }
  }

  /// Reads the states a saved stack held, bottom first, with new ids; the launch matches them
  /// to the restored path's routes again.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    while !container.isAtEnd { append(try container.decode(Element.self)) }
  }
}

extension RouteStackState: CustomReflectable {
  /// Dumps as its states in order, each labelled with its screen's id, so a test diff names
  /// `books[id: #2].confirmingDelete`: the screen, whichever position it holds after a pop
  /// or a removal below it. The ids are the stack's own numbering, not the states' (nor part
  /// of equality), so a test that writes the stack by hand (fresh ids) is paired by value with
  /// the store's.
  public var customMirror: Mirror {
    Mirror(
      self, children: entries.map { (label: $0.id.description, value: $0.element as Any) },
      displayStyle: .collection)
  }
}

extension RouteStackState: CustomStringConvertible {
  /// The states in order, for logs and runtime warnings.
  public var description: String { "\(Array(self))" }
}
