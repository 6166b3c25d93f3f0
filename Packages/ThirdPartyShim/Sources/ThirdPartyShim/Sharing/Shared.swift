import Foundation

/// A value with reference semantics, shared by every state that holds it, lock-protected.
///
/// Stands in for swift-sharing's `@Shared`: a flow creates one with `@Shared(value: …)` and
/// hands `$nav` to its children; a mutation through any holder is seen by all of them.
/// Reads are direct; writes go through `withLock`, so concurrent writers never interleave.
/// `$settings.volume` is a `Shared` of one member that reads and writes through the same
/// reference. A key (`.inMemory`, `.fileStorage`, `.appStorage`) makes the value live outside
/// the state: see `init(wrappedValue:_:)`. Two `Shared` values are equal when their current
/// values are equal.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) { self.reference = reference }

  /// `@Shared(value: NavigationState()) var nav`: an in-memory shared value.
  public init(value: Value) { self.reference = SharedBox(value) }

  /// Adopts another holder's reference: `self._nav = nav`.
  public init(projectedValue: Shared<Value>) { self = projectedValue }

  /// Unwraps a shared optional: `nil` while it is `nil`, else a `Shared` that writes through
  /// to it. Writing after the base became `nil` is ignored, as there is nothing to write to.
  public init?(_ base: Shared<Value?>) {
    guard base.wrappedValue != nil else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference))
  }

  /// The current value. Mutate through `withLock`.
  public var wrappedValue: Value {
    if SharedSnapshots.isActive, let value = reference.snapshotValue() {
      return value
    }
    return reference.read()
  }

  /// The reference itself: `state.$nav`.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value under the lock; every holder sees the result, and a key's value is
  /// saved.
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if SharedSnapshots.isActive, let result = try reference.snapshotMutate(body) {
      return result
    }
    return try reference.mutate(body)
  }

  /// `$settings.volume`: a `Shared` of a member, reading and writing through this reference.
  public subscript<Member: Sendable>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> Shared<Member>
  {
    Shared<Member>(reference: MemberReference(base: reference, keyPath: keyPath))
  }

  /// `$books.count`: a read-only view of something computed from the value.
  public subscript<Member: Sendable>(dynamicMember keyPath: KeyPath<Value, Member>)
    -> SharedReader<Member>
  {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Why the value could not be loaded from its key (a corrupt file), until a new value is
  /// saved; `nil` for a value without a key.
  public var loadError: (any Error)? {
    reference.root.loadError
  }

  /// Whether two holders share one reference.
  public func isSameReference(as other: Shared<Value>) -> Bool { reference.isSame(as: other.reference) }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal when both hold equal values. Two holders of one reference are equal without a
  /// comparison, except while a test store snapshots shared values to compare before and after.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if !SharedSnapshots.isActive && lhs.reference.isSame(as: rhs.reference) { return true }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomReflectable {
  /// Dumps as its current value, so test diffs show what is shared, not the box.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: CustomStringConvertible {
  /// `Shared<Int>(value: 0)`, as swift-sharing spells it; a key's value also names the key:
  /// `Shared<Int>(.appStorage("count"), value: 0)`. The value is the one a test store's
  /// snapshot holds while it compares, so state diffs show what changed.
  public var description: String {
    var text = "Shared<\(Value.self)>("
    if let key = reference.root.keyDescription { text += "\(key), " }
    text += "value: "
    debugPrint(wrappedValue, terminator: "", to: &text)
    return text + ")"
  }
}

extension Shared: _SharedReference {
  package var _anyBox: AnyObject { reference.root }
  package var _anyValue: any Sendable { reference.root.anyValue }
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
