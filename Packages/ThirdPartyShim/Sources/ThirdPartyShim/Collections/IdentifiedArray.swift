/// An ordered collection of elements with unique ids, read and written by id.
///
/// Stands in for swift-identified-collections' `IdentifiedArray`, which TCA's `forEach` runs
/// over: elements keep their order (a stack's order, a list's order), and finding one by id
/// costs a dictionary lookup, not a scan, however many there are.
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
  public private(set) var ids: [ID] = []
  private var elements: [ID: Element] = [:]
  /// Counts insertions and removals, so an operator can tell in O(1) that membership did not
  /// change during an action. Not part of equality.
  public private(set) var _membership: UInt64 = 0

  /// An empty array.
  public init() {}

  /// The elements in order; a repeated id keeps its last element in its first place.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The element with `id`; assigning inserts at the end, replaces in place, or, with
  /// `nil`, removes.
  public subscript(id id: ID) -> Element? {
    get { elements[id] }
    set {
      if let newValue {
        if elements.updateValue(newValue, forKey: id) == nil {
          ids.append(id)
          _membership &+= 1
        }
      } else {
        remove(id: id)
      }
    }
  }

  /// Appends `element`, or replaces the element with its id where it stands.
  public mutating func append(_ element: Element) {
    self[id: element.id] = element
  }

  /// Removes and returns the element with `id`, if any.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let removed = elements.removeValue(forKey: id) else { return nil }
    if ids.last == id { ids.removeLast() } else { ids.removeAll { $0 == id } }
    _membership &+= 1
    return removed
  }

  /// Removes the elements from `index` on.
  public mutating func removeSubrange(from index: Int) {
    guard index < ids.count else { return }
    for id in ids[index...] { elements[id] = nil }
    ids.removeSubrange(index...)
    _membership &+= 1
  }

  /// Removes every element.
  public mutating func removeAll() {
    removeSubrange(from: 0)
  }

  /// The ids that left and the ids that came, in order, since the collection's ids were
  /// `before`. Skips the common prefix first, so a push or a pop at the end costs a compare
  /// per element and hashing only for the ones that changed.
  public func _changes(since before: [ID]) -> (removed: [ID], inserted: [ID]) {
    var prefix = 0
    let limit = Swift.min(before.count, ids.count)
    while prefix < limit, before[prefix] == ids[prefix] { prefix += 1 }
    let removed = before[prefix...].filter { elements[$0] == nil }
    guard prefix < ids.count else { return (removed, []) }
    let earlier = Set(before[prefix...])
    return (removed, ids[prefix...].filter { !earlier.contains($0) })
  }
}

/// `IdentifiedArrayOf<Book>`: the usual spelling for identifiable elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { ids.count }
  public subscript(position: Int) -> Element { elements[ids[position]]! }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when the same elements are in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.ids.allSatisfy { lhs.elements[$0] == rhs.elements[$0] }
  }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomReflectable {
  /// Dumps as its elements in order, so a test diff names `books[1].title`.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { "\(Array(self))" }
}
