/// A read-only `Shared`: the holder sees every change but cannot make one.
///
/// Stands in for swift-sharing's `@SharedReader`: a feature that only displays a shared value
/// takes a reader (`SharedReader(state.$settings)`, or `$settings.volume` read-only), so the
/// compiler keeps writes in the feature that owns the value. Equal when the values are equal.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  private let read: @Sendable () -> Value
  /// The box read from, so the test store snapshots a reader as it does a `Shared`.
  let root: any AnySharedBox

  private init(read: @escaping @Sendable () -> Value, root: any AnySharedBox) {
    self.read = read
    self.root = root
  }

  /// A reader of a `Shared`: sees its changes, made by whoever holds the `Shared`.
  public init(_ base: Shared<Value>) {
    self.init(read: { base.wrappedValue }, root: base.reference.root)
  }

  /// `@SharedReader(value: 0) var count`: a reader of a value nobody can change.
  public init(value: Value) {
    self.init(Shared(value: value))
  }

  /// A reader that always reads `value`: for previews and tests.
  public static func constant(_ value: Value) -> Self { Self(value: value) }

  /// Adopts another holder's reader.
  public init(projectedValue: SharedReader<Value>) { self = projectedValue }

  /// Reads a key's value: `@SharedReader(.appStorage("volume")) var volume = 0.5`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(Shared(reference: PersistentReferences.reference(for: key, default: wrappedValue)))
  }

  /// The current value.
  public var wrappedValue: Value { read() }

  /// The reader itself: `$volume`.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// `$settings.volume` on a reader: a reader of the member.
  public subscript<Member: Sendable>(dynamicMember keyPath: KeyPath<Value, Member>)
    -> SharedReader<Member>
  {
    let read = self.read
    // Unchecked: key paths of Sendable values are immutable once made.
    nonisolated(unsafe) let keyPath = keyPath
    return SharedReader<Member>(read: { read()[keyPath: keyPath] }, root: root)
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when both read equal values, as `Shared`.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension SharedReader: CustomReflectable {
  /// Dumps as its current value, as `Shared` does.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: CustomStringConvertible {
  /// `SharedReader<Int>(value: 0)`, as `Shared` describes itself.
  public var description: String {
    var text = "SharedReader<\(Value.self)>(value: "
    debugPrint(wrappedValue, terminator: "", to: &text)
    return text + ")"
  }
}

extension Shared {
  /// A reader of this reference, for a feature that must not write it.
  public var reader: SharedReader<Value> { SharedReader(self) }
}

extension SharedReader: _SharedReference {
  package var _anyBox: AnyObject { root }
  package var _anyValue: any Sendable { root.anyValue }
}
