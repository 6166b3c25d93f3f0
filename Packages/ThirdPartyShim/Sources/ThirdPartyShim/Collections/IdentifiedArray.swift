/// An ordered collection of elements with unique ids, read and written by id.
///
/// Stands in for swift-identified-collections' `IdentifiedArray`, which TCA's `forEach` runs
/// over: elements keep their order (a stack's order, a list's order), and finding one by id
/// costs a dictionary lookup, not a scan, however many there are.
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
  /// The ids in order: what a stack or a list shows, bottom (or top) first.
  public private(set) var ids: [ID] = []
  private var elements: [ID: Element] = [:]
  /// Counts insertions and removals, so an operator can tell in O(1) that membership did not
  /// change during an action. Not part of equality.
  private(set) var _membership: UInt64 = 0
  /// The insertions and removals since the log was last cleared, by membership count: what
  /// an operator reconciles after an action, without keeping a copy of the ids from before
  /// it (which would make every insertion copy them all). Not part of equality.
  private var log: [(count: UInt64, id: ID, inserted: Bool)] = []

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
          record(id, inserted: true)
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
    record(id, inserted: false)
    return removed
  }

  /// Removes the elements from `index` on.
  mutating func removeSubrange(from index: Int) {
    guard index < ids.count else { return }
    for id in ids[index...].reversed() {
      elements[id] = nil
      record(id, inserted: false)
    }
    ids.removeSubrange(index...)
  }

  private mutating func record(_ id: ID, inserted: Bool) {
    _membership &+= 1
    log.append((_membership, id, inserted))
  }

  /// Removes every element.
  public mutating func removeAll() {
    removeSubrange(from: 0)
  }

  /// The ids whose elements left and the ids whose elements came, in order, since
  /// `_membership` was `mark`: an element removed and inserted again is in both (the old one
  /// went, a new one came). Costs what changed, however many elements there are.
  func _changes(since mark: UInt64) -> (removed: [ID], inserted: [ID]) {
    guard _membership != mark else { return ([], []) }
    let start = log.firstIndex { $0.count > mark } ?? log.endIndex
    // Per id: whether its first change was a removal (it was there before), and where its
    // last change stands if that was an insertion (it is there now, appended in that order).
    var first: [ID: Bool] = [:]
    var lastInsertion: [ID: Int] = [:]
    var order: [ID] = []
    for (offset, entry) in log[start...].enumerated() {
      if first[entry.id] == nil {
        first[entry.id] = entry.inserted
        order.append(entry.id)
      }
      lastInsertion[entry.id] = entry.inserted ? offset : nil
    }
    let removed = order.filter { first[$0] == false }
    let inserted = lastInsertion.sorted { $0.value < $1.value }.map(\.key)
    return (removed, inserted)
  }

  /// Forgets the changes recorded so far; `forEach` calls it once it has reconciled them.
  public mutating func _clearChanges() {
    if !log.isEmpty { log.removeAll(keepingCapacity: true) }
  }

  /// Whether changes are recorded that `_clearChanges` would forget.
  public var _hasChanges: Bool { !log.isEmpty }
}

/// `IdentifiedArrayOf<Book>`: the usual spelling for identifiable elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  /// The first position, always 0: positions follow the elements' order.
  public var startIndex: Int { 0 }
  /// One past the last element's position.
  public var endIndex: Int { ids.count }
  /// The element at a position, for iteration; reach one element by id with `subscript(id:)`,
  /// which does not depend on where the others are.
  public subscript(position: Int) -> Element { elements[ids[position]]! }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// Elements in order, as a test or a preview writes them.
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

extension IdentifiedArray: CustomReflectable, DumpsElementsByID {
  /// Dumps as its elements in order, each labelled with its id, so a test diff names
  /// `books[id: 7].title` however the elements around it moved.
  public var customMirror: Mirror {
    let children = ids.map { id -> Mirror.Child in
      let label = (id as? String)?.debugDescription ?? "\(id)"
      return (label: label, value: elements[id]! as Any)
    }
    return Mirror(self, children: children, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements in order, for logs and runtime warnings.
  public var description: String { "\(Array(self))" }
}
