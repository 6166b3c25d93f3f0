import ThirdPartyShim

/// The shared navigation stack of a flow: SwiftUI's `NavigationPath` plus a readable copy.
///
/// `NavigationPath` is opaque: a reducer can count it but cannot ask what is on it. Real
/// navigation logic needs to (pop to an anchor, check whether a screen is pushed, validate a deep
/// link), so `NavigationState` keeps `items`, a parallel, inspectable list of the same values.
/// `items` is the authority; `path` follows it, and `path.count == items.count` always holds.
///
/// A flow owns one in a `Shared` and hands `$nav` down to its features:
///
/// ```swift
/// @Shared(value: NavigationState()) public var nav
/// state.$nav.withLock { $0.popPast(CheckoutPath.checkout) }
/// ```
///
/// Features rarely touch it directly: `navigationStackContext` pushes a path tag when a child's
/// state appears and clears the child when its tag leaves the stack.
public struct NavigationState: Equatable, @unchecked Sendable {
  // Unchecked: `items` holds `AnyHashable`, which is not `Sendable`, but every value in it came
  // through `append<V: Hashable & Sendable>`, so each element is itself `Sendable`.

  private var _path = NavigationPath()

  /// What is on the stack, bottom first. Change it through `append`, `popTo`, `popPast`,
  /// `popToRoot` or a shorter `path` write; never directly, so it cannot drift from `path`.
  public private(set) var items: [AnyHashable] = []

  /// For each hash on the stack, where the topmost value with that hash stands: "is this one
  /// shown?" is a lookup when it is not (the usual question before a push), and "where?" one
  /// comparison when it is, however deep the stack, so a pop costs what it removes.
  /// Keyed by hash, not by value: a type-erased value costs far more to hash again when the
  /// table grows, and to compare, than an `Int`.
  private var topmost: [Int: Int] = [:]

  /// For each position, where the next value down with the same hash stands (-1: nowhere):
  /// the values sharing a hash (a value pushed twice, or a collision), topmost first.
  private var previous: [Int] = []

  /// Counts removals, so an observer can tell "the stack shrank during this action" even when
  /// it grew back to the same size. Not part of equality: it is bookkeeping, not navigation.
  @usableFromInline private(set) var popGeneration: UInt64 = 0

  /// The bottom items a declaration check found declared, which have stayed on the stack
  /// since: the next check looks only above them (see `DeclarationPass`). Not part of
  /// equality.
  var checked = CheckedPrefix()

  /// Which stack this is: made with it and kept by every copy, so two `Shared` references
  /// that hand out copies of one stack can be told from two stacks that are merely equal (a
  /// launch and a declaration check each speak about one stack). Not part of equality, not
  /// saved: a decoded stack is a new one.
  let identity = StackIdentity()

  /// An empty stack: a flow starts on its root screen.
  public init() {}

  /// The path a `NavigationStack` binds to.
  ///
  /// SwiftUI writes it on a back-swipe, always with a shorter prefix of the current path: such
  /// a write trims `items` to match. Writing the same path again is a no-op. Any other write (a
  /// longer path, or a different one) is misuse: it is reported as a runtime warning and not
  /// applied, because `items` could not follow it. Push with `append(_:)` instead.
  public var path: NavigationPath {
    get { _path }
    set { write(newValue) }
  }

  /// Pushes `value` on top of the stack.
  public mutating func append<V: Hashable & Sendable>(_ value: V) {
    let item = AnyHashable(value)
    _path.append(value)
    previous.append(topmost.updateValue(items.count, forKey: item.hashValue) ?? -1)
    items.append(item)
  }

  /// Whether `item` is anywhere on the stack.
  func contains(item: AnyHashable) -> Bool {
    lastIndex(of: item) != nil
  }

  /// Where the most recent occurrence of `item` stands, if it is on the stack.
  func lastIndex(of item: AnyHashable) -> Int? {
    var index = topmost[item.hashValue] ?? -1
    while index >= 0 {
      if items[index] == item { return index }
      index = previous[index]
    }
    return nil
  }

  /// Pops everything after the most recent occurrence of `value`; the anchor stays.
  /// Does nothing when `value` is not on the stack.
  public mutating func popTo<V: Hashable & Sendable>(_ value: V) {
    guard let index = lastIndex(of: AnyHashable(value)) else { return }
    trim(to: index + 1)
  }

  /// Pops the most recent occurrence of `value` and everything after it.
  /// Does nothing when `value` is not on the stack.
  public mutating func popPast<V: Hashable & Sendable>(_ value: V) {
    guard let index = lastIndex(of: AnyHashable(value)) else { return }
    trim(to: index)
  }

  /// Pops everything.
  public mutating func popToRoot() {
    trim(to: 0)
  }

  /// Equal when the same values are on the stack in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // The paths hold the same values as `items`, and two stacks that share their path's
    // nodes (a copy, a shorter write taken from it) compare without comparing values.
    lhs._path == rhs._path
  }

  /// Keeps the first `count` items and the matching prefix of the path.
  mutating func trim(to count: Int) {
    let removed = items.count - count
    guard removed > 0 else { return }
    // Top down: each popped item is the topmost with its hash when it goes.
    for index in (count..<items.count).reversed() {
      let below = previous[index]
      topmost[items[index].hashValue] = below < 0 ? nil : below
    }
    items.removeLast(removed)
    previous.removeLast(removed)
    _path.removeLast(removed)
    checked.count = min(checked.count, count)
    popGeneration &+= 1
  }

  private mutating func write(_ newValue: NavigationPath) {
    let current = _path.count
    if newValue.count > current {
      reportIssue(
        """
        NavigationState.path was written with a longer path (\(newValue.count) values over \
        \(current)). Only shorter writes (a back-swipe) are applied; the write was ignored. \
        Push with 'append(_:)', or assign the child state and let 'navigationStackContext' \
        push its path tag.
        """)
      return
    }
    // A shorter path taken from this one shares its nodes: trimming a copy costs the values
    // removed, and the comparison stops at the first shared node, so a back-swipe's write
    // is checked without walking the stack.
    var trimmed = _path
    if newValue.count < current { trimmed.removeLast(current - newValue.count) }
    guard trimmed == newValue else {
      reportIssue(
        """
        NavigationState.path was written with a path that is not a prefix of the stack \
        (\(newValue) over \(_path)). Only a back-swipe's prefix is applied; the write was \
        ignored. Pop with 'popTo(_:)' or 'popPast(_:)' instead.
        """)
      return
    }
    trim(to: newValue.count)
    // Same values; keeping the writer's nodes lets it recognise this path without comparing.
    _path = newValue
  }
}

extension NavigationState: CustomReflectable {
  /// Dumps as its `path`, the values on the stack bottom first, which a test store's diff
  /// reads as a stack: `nav: [checkout] → [checkout, payment] (pushed payment)`.
  public var customMirror: Mirror { Mirror(reflecting: path) }
}

extension NavigationState: CustomStringConvertible {
  /// The values on the stack, bottom first, for logs and runtime warnings.
  public var description: String {
    "NavigationState([\(items.map { "\($0.base)" }.joined(separator: ", "))])"
  }
}
