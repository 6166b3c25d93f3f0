/// The states of a navigation stack's screens, bottom first, each with a `StackElementID`:
/// TCA's `StackState`, which `forEach(\.path, action: \.path) { Path() }` runs.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(DetailFeature.State()))   // id #0
/// path[id: 0, case: \.detail]?.count += 1
/// path.pop(from: 0)
/// ```
///
/// A collection of its elements (`path.last`, `path.count`, `for screen in path`), changed with
/// the usual collection calls (`append`, `removeLast`, `popLast`, `removeAll`) or by id. Each
/// element added gets the next id of this stack's counter, which never goes back, so an id is
/// never reused while the stack lives: an effect still answering a popped screen cannot reach
/// the screen pushed after it. Equality, as in TCA, compares the ids too: a test that expects
/// `path[id: 1]` where the reducer made `#0` fails.
///
/// Ids come from the stack, not from a store-wide generator as in TCA: a test's expected state,
/// a copy of the state before the action, then numbers an `append` as the reducer did without
/// the test store's help. The difference shows only across stacks: a stack created anew
/// (`state.path = StackState()`) counts from 0 again where TCA's would continue; `forEach` still
/// cancels the old elements' effects (see `_StackReducer`).
public struct StackState<Element> {
  /// The ids, bottom first, in step with `_elements`. Two arrays, not a dictionary: stacks are
  /// short and change at the top, where a search from the end finds an id at once.
  var _ids: [StackElementID] = []
  var _elements: [Element] = []
  /// The generation the next added element gets. Bookkeeping, not part of equality.
  var nextGeneration = 0
  /// The ids `forEach` saw after its last action (`nil` before it saw this stack): what it
  /// compares with to find the elements that left. Not part of equality.
  var _mounted: [StackElementID]?
  /// Made once per `init` and shared by copies: tells `forEach` that the stack it runs on was
  /// replaced by a new one, whose ids may repeat the old one's. Not part of equality.
  let _lineage = StackLineage()

  /// No screens.
  public init() {}

  /// The screens' ids, bottom first: `zip(path.ids, path)` pairs each state with its id.
  public var ids: [StackElementID] { _ids }

  /// The position of the element with `id`, searched from the top, where actions mostly go.
  func _index(of id: StackElementID) -> Int? {
    _ids.lastIndex(of: id)
  }

  /// The element with `id`, or `nil` once it left. Assigning `nil` removes it; assigning to an
  /// id the stack does not hold adds the element on top under that id, which is how a test
  /// writes the state a `push(id:state:)` made (`$0.path[id: 2] = …`). TCA reports the latter
  /// outside tests; here it is allowed everywhere, and the counter moves past the id so it is
  /// not handed out again.
  public subscript(id id: StackElementID) -> Element? {
    get { _index(of: id).map { _elements[$0] } }
    set {
      switch (_index(of: id), newValue) {
      case let (index?, element?): _elements[index] = element
      case let (index?, nil):
        _ids.remove(at: index)
        _elements.remove(at: index)
      case let (nil, element?): _append(element, id: id)
      case (nil, nil): break
      }
    }
  }

  /// The payload of the element with `id` when it is the case `path` names: TCA's
  /// `path[id: 0, case: \.detail]?.count += 1`. Writing through it while the element is another
  /// case changes nothing and is reported ("Can't modify unrelated case"); writing `nil` while
  /// it is that case removes the element.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { AnyCasePath(path).extract(from: $0) } }
    _modify {
      let casePath = AnyCasePath(path)
      let element = self[id: id]
      var value = element.flatMap { casePath.extract(from: $0) }
      let matched = value != nil
      yield &value
      guard matched else {
        reportIssue(
          "Can't modify unrelated case\(element.map { " \"\(Self.caseName(of: $0))\"" } ?? "")")
        return
      }
      self[id: id] = value.map { casePath.embed($0) }
    }
  }

  /// An enum value's case name, for the report: what its mirror calls its payload, or the
  /// value itself for a case without one.
  static func caseName(of element: Element) -> String {
    Mirror(reflecting: element).children.first?.label ?? "\(element)"
  }

  /// Removes the element with `id` and every element above it: a back swipe to below it.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Removes every element above the one with `id`: a jump back to it.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }

  /// Adds `element` on top under `id`, moving the counter past it: a pushed element keeps the
  /// id its push named.
  mutating func _append(_ element: Element, id: StackElementID) {
    _ids.append(id)
    _elements.append(element)
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
  }

  /// The ids `forEach` last saw (or, the first time, the ids now) and the stack's identity:
  /// what it reads before an action to find afterwards the elements that left.
  var _mountedAndLineage: ([StackElementID], StackLineage) { (_mounted ?? _ids, _lineage) }

  /// The id the next added element gets: what a `push(id:state:)` in a test is checked
  /// against.
  var _nextID: StackElementID { StackElementID(generation: nextGeneration) }
}

/// The identity of one `StackState` value and its copies, compared by reference.
final class StackLineage: Sendable {}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// Always 0: positions are stack order, bottom first.
  public var startIndex: Int { 0 }
  /// One past the top element.
  public var endIndex: Int { _ids.count }
  /// The element at a position, bottom first. Read-only, as in TCA: change an element by id,
  /// which names the same screen whatever was pushed or popped around it.
  public subscript(position: Int) -> Element { _elements[position] }

  /// Replaces the elements in `subrange`; each new element gets a new id.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    let first = nextGeneration
    let count = newElements.count
    _ids.replaceSubrange(
      subrange, with: (first..<first + count).map { StackElementID(generation: $0) })
    _elements.replaceSubrange(subrange, with: newElements)
    nextGeneration += count
  }

  /// Removes every element; the counter goes on, so no id comes back.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
  }

  /// Adds `element` on top with the next id.
  public mutating func append(_ element: Element) {
    _append(element, id: _nextID)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when the same ids hold the same elements in the same order, as in TCA.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes what equality compares: the ids and the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Encodable where Element: Encodable {
  /// The elements alone, bottom first, as TCA encodes them: ids belong to the running app.
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// The elements a saved stack held, bottom first, with new ids.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: CustomReflectable, DumpsElementsByID {
  /// Dumps as the elements in order, each labelled with its id (`path[id: #1].count`), so a
  /// test diff names a screen whichever position it holds after a pop below it.
  public var customMirror: Mirror {
    let children = zip(_ids, _elements).map { (label: $0.description, value: $1 as Any) }
    return Mirror(self, children: children, displayStyle: .collection)
  }
}

extension StackState: CustomStringConvertible {
  /// The elements in order, as TCA prints them.
  public var description: String { _elements.description }
}
