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

  /// How many values on the stack have each hash: "is this one shown?" answered without a
  /// scan when it is not (the usual question before a push), and with one when it may be.
  /// Keyed by hash, not by value: comparing type-erased values is what a scan costs.
  private var hashes: [Int: Int] = [:]

  /// Counts removals, so an observer can tell "the stack shrank during this action" even when
  /// it grew back to the same size. Not part of equality: it is bookkeeping, not navigation.
  @usableFromInline private(set) var popGeneration: UInt64 = 0

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
    items.append(item)
    hashes[item.hashValue, default: 0] += 1
  }

  /// Whether `item` is anywhere on the stack.
  func contains(item: AnyHashable) -> Bool {
    hashes[item.hashValue] != nil && items.contains(item)
  }

  /// Pops everything after the most recent occurrence of `value`; the anchor stays.
  /// Does nothing when `value` is not on the stack.
  public mutating func popTo<V: Hashable & Sendable>(_ value: V) {
    let item = AnyHashable(value)
    guard contains(item: item), let index = items.lastIndex(of: item) else { return }
    trim(to: index + 1)
  }

  /// Pops the most recent occurrence of `value` and everything after it.
  /// Does nothing when `value` is not on the stack.
  public mutating func popPast<V: Hashable & Sendable>(_ value: V) {
    let item = AnyHashable(value)
    guard contains(item: item), let index = items.lastIndex(of: item) else { return }
    trim(to: index)
  }

  /// Pops everything.
  public mutating func popToRoot() {
    trim(to: 0)
  }

  /// Equal when the same values are on the stack in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.items == rhs.items
  }

  /// Keeps the first `count` items and the matching prefix of the path.
  mutating func trim(to count: Int) {
    let removed = items.count - count
    guard removed > 0 else { return }
    for item in items[count...] {
      let hash = item.hashValue
      if hashes[hash] == 1 { hashes[hash] = nil } else { hashes[hash]! -= 1 }
    }
    items.removeLast(removed)
    _path.removeLast(removed)
    popGeneration &+= 1
  }

  private mutating func write(_ newValue: NavigationPath) {
    let current = _path.count
    if newValue.count > current {
      reportRuntimeWarning(
        """
        NavigationState.path was written with a longer path (\(newValue.count) values over \
        \(current)). Only shorter writes (a back-swipe) are applied; the write was ignored. \
        Push with 'append(_:)', or assign the child state and let 'navigationStackContext' \
        push its path tag.
        """)
      return
    }
    var trimmed = _path
    if newValue.count < current { trimmed.removeLast(current - newValue.count) }
    guard trimmed == newValue else {
      reportRuntimeWarning(
        """
        NavigationState.path was written with a path that is not a prefix of the stack \
        (\(newValue) over \(_path)). Only a back-swipe's prefix is applied; the write was \
        ignored. Pop with 'popTo(_:)' or 'popPast(_:)' instead.
        """)
      return
    }
    trim(to: newValue.count)
  }
}

extension NavigationState: CustomReflectable {
  /// Dumps as its `path`, the values on the stack bottom first, which a test store's diff
  /// reads as a stack: `nav: [checkout] → [checkout, payment] (pushed payment)`.
  public var customMirror: Mirror { Mirror(reflecting: path) }
}

extension NavigationState: CustomStringConvertible {
  public var description: String {
    "NavigationState([\(items.map { "\($0.base)" }.joined(separator: ", "))])"
  }
}
