import Foundation

/// A value with reference semantics, shared by every state that holds it, lock-protected.
///
/// Stands in for swift-sharing's `@Shared`: a flow creates one with `@Shared(value: …)` and
/// hands `$nav` to its children; a mutation through any holder is seen by all of them.
/// Reads are direct; writes go through `withLock`, so concurrent writers never interleave.
/// Two `Shared` values are equal when their current values are equal.
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable {
  let box: SharedBox<Value>

  /// `@Shared(value: NavigationState()) var nav`: an in-memory shared value.
  public init(value: Value) { self.box = SharedBox(value) }

  /// Adopts another holder's reference: `self._nav = nav`.
  public init(projectedValue: Shared<Value>) { self = projectedValue }

  /// The current value. Mutate through `withLock`.
  public var wrappedValue: Value {
    if SharedSnapshots.isActive, let value = SharedSnapshots.value(of: box) {
      return value
    }
    return box.read()
  }

  /// The reference itself: `state.$nav`.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value under the lock; every holder sees the result.
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if SharedSnapshots.isActive, let result = try SharedSnapshots.mutate(box, body) {
      return result
    }
    return try box.mutate(body)
  }

  /// Whether two holders share one reference.
  public func isSameReference(as other: Shared<Value>) -> Bool { box === other.box }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal when both hold equal values. Two holders of one reference are equal without a
  /// comparison, except while a test store snapshots shared values to compare before and after.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.box === rhs.box && !SharedSnapshots.isActive { return true }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomReflectable {
  /// Dumps as its current value, so test diffs show what is shared, not the box.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: CustomStringConvertible {
  /// `Shared(value)`, for logs and runtime warnings.
  public var description: String { "Shared(\(wrappedValue))" }
}

/// The lock-protected storage one `Shared` reference points to.
final class SharedBox<Value: Sendable>: @unchecked Sendable, AnySharedBox {
  // Unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func read() -> Value { lock.withLock { value } }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  var anyValue: any Sendable { read() }
}

/// A shared box seen without its value type; the test store snapshots these.
protocol AnySharedBox: AnyObject, Sendable {
  var anyValue: any Sendable { get }
}

extension Shared: _SharedReference {
  package var _anyBox: AnyObject { box }
  package var _anyValue: any Sendable { box.anyValue }
}

/// Lets the test store find shared references inside any state by reflection.
package protocol _SharedReference {
  var _anyBox: AnyObject { get }
  var _anyValue: any Sendable { get }
}

/// Saves the current value; decoding makes a new reference. Holders that shared one reference
/// before saving must be linked again after decoding (`child.$nav = $nav`): a file cannot say
/// that two places were one.
extension Shared: Codable where Value: Codable {
  /// Reads a saved value into a new reference.
  public init(from decoder: Decoder) throws {
    self.init(value: try Value(from: decoder))
  }

  /// Writes the current value.
  public func encode(to encoder: Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
