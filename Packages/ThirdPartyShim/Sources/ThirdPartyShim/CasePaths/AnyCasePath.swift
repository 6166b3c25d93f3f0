/// An embed/extract pair for one enum case: the value a `CaseKeyPath` resolves to.
public struct AnyCasePath<Root, Value>: @unchecked Sendable {
  // Unchecked: case paths are built from enum constructors and pattern matches, which capture
  // nothing mutable.
  @usableFromInline let _embed: (Value) -> Root
  @usableFromInline let _extract: (Root) -> Value?

  /// A case path from the case's constructor and a pattern match; `make casepaths` writes these,
  /// so nobody builds one by hand.
  public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
    self._embed = embed
    self._extract = extract
  }

  /// Wraps a payload in the case: how a child's action becomes its parent's.
  @inlinable public func embed(_ value: Value) -> Root { _embed(value) }
  /// The payload when `root` is this case, `nil` otherwise: how a parent finds its child's
  /// actions.
  @inlinable public func extract(_ root: Root) -> Value? { _extract(root) }
}

extension AnyCasePath where Value == Void {
  /// A case path for a case with no associated value.
  public init(_ root: Root, matches: @escaping (Root) -> Bool) {
    self.init(embed: { _ in root }, extract: { matches($0) ? () : nil })
  }
}
