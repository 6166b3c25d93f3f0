/// SwiftUI's `NavigationPath`: a type-erased list of the values pushed on a stack.
///
/// Opaque to features, as in SwiftUI: they may count, append and remove, not inspect.
/// The headless view layer (same package) reads the elements to resolve destinations.
///
/// Stored as a chain of immutable nodes, top first, each linking to the one below, so a path
/// and every shorter path taken from it share their nodes. That is what keeps a back-swipe
/// cheap on a deep stack: removing the last values moves to a lower node instead of copying
/// the rest, and two paths that share a node are equal from it down without comparing a
/// value. Paths built apart still compare value by value.
public struct NavigationPath: Equatable, @unchecked Sendable {
  // Unchecked: `append` accepts only `Sendable` values, and nodes never change once linked.
  private var top: PathNode?

  /// An empty path: the stack shows its root.
  public init() {}

  /// A path holding `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
    for element in elements { append(element) }
  }

  /// How many values are pushed.
  public var count: Int { top?.count ?? 0 }
  /// Whether only the root is showing.
  public var isEmpty: Bool { top == nil }

  /// Pushes a value: the destination registered for its type shows it.
  public mutating func append<V: Hashable & Sendable>(_ value: V) {
    top = PathNode(AnyHashable(value), below: top)
  }

  /// Removes the last `k` values; removing more than there are is a programming error in
  /// SwiftUI, reported here and clamped.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0, "NavigationPath.removeLast(\(k)): a negative count")
    guard k <= count else {
      reportIssue(
        "NavigationPath.removeLast(\(k)) on a path of \(count); removed all of them.")
      top = nil
      return
    }
    top = k == count ? nil : top?.dropping(k)
  }

  /// The values, bottom first. Costs one step per value: for drawing, not for deciding.
  package var elements: [AnyHashable] {
    var values: [AnyHashable] = []
    values.reserveCapacity(count)
    var node = top
    while let current = node {
      values.append(current.value)
      node = current.below
    }
    return values.reversed()
  }

  /// Equal when the same values are in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && PathNode.sameValues(lhs.top, rhs.top)
  }
}

/// One value of a path and the path below it; never changed once linked.
private final class PathNode: @unchecked Sendable {
  // Unchecked: `value` came through `append<V: Sendable>`; `below` changes only in `deinit`,
  // when nothing else can see this node.
  let value: AnyHashable
  private(set) var below: PathNode?
  /// How many values this node and those below it hold.
  let count: Int

  init(_ value: AnyHashable, below: PathNode?) {
    self.value = value
    self.below = below
    self.count = (below?.count ?? 0) + 1
  }

  /// The node `k` levels down, or `nil` when that is below the bottom.
  func dropping(_ k: Int) -> PathNode? {
    var node: PathNode? = self
    for _ in 0..<k { node = node?.below }
    return node
  }

  /// Whether two chains of the same length hold the same values, stopping at the first node
  /// they share: from there down they are one chain.
  static func sameValues(_ lhs: PathNode?, _ rhs: PathNode?) -> Bool {
    var (a, b) = (lhs, rhs)
    while let x = a, let y = b, x !== y {
      guard x.value == y.value else { return false }
      (a, b) = (x.below, y.below)
    }
    return (a == nil) == (b == nil)
  }

  /// Releases the chain below iteratively: a deep path released at once must not recurse
  /// once per node.
  deinit {
    var next = below
    below = nil
    while var node = next {
      next = nil
      guard isKnownUniquelyReferenced(&node) else { return }
      next = node.below
      node.below = nil
    }
  }
}

extension NavigationPath: CustomStringConvertible {
  /// The values bottom first, for logs and runtime warnings.
  public var description: String {
    "NavigationPath(\(elements.map { "\($0.base)" }.joined(separator: ", ")))"
  }
}

extension NavigationPath: CustomReflectable {
  /// Dumps as the values, bottom first, so a test diff reads as a stack.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements.map(\.base), displayStyle: .collection)
  }
}
