/// An embed/extract pair for one enum case: the value a `CaseKeyPath` resolves to.
///
/// Case key paths chain through nested enums as swift-case-paths' do: `\.destination.presented`
/// names the `.presented` case of the payload of `.destination`, so a store scopes onto a
/// presented child with TCA's spelling, `scope(state: \.destination, action: \.destination.presented)`.
@dynamicMemberLookup
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
  @inlinable public func extract(from root: Root) -> Value? { _extract(root) }
}

extension AnyCasePath where Value: CasePathable {
  /// The case path of a case of this case's payload: embeds through both cases and extracts
  /// only when both match.
  @inlinable
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> AnyCasePath<Root, Member> {
    let outer = self
    let inner = Value.allCasePaths[keyPath: keyPath]
    return AnyCasePath<Root, Member>(
      embed: { outer.embed(inner.embed($0)) },
      extract: { outer.extract(from: $0).flatMap(inner.extract(from:)) }
    )
  }
}

extension AnyCasePath where Root: CasePathable {
  /// The case path a case key path names, as swift-case-paths spells it:
  /// `AnyCasePath(\.payment)`. Operators resolve it once, when they are built.
  @inlinable
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Root.allCasePaths[keyPath: keyPath]
  }
}

extension AnyCasePath where Value == Void {
  /// A case path for a case with no associated value.
  public init(_ root: Root, matches: @escaping (Root) -> Bool) {
    self.init(embed: { _ in root }, extract: { matches($0) ? () : nil })
  }
}
