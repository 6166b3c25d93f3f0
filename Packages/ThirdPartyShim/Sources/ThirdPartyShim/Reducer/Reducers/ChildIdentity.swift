/// How `ifLet` tells a child that was replaced from one that changed.
///
/// A parent that assigns a new child where one is shown means "a different one": the old
/// child's work must stop, as if it had been dismissed. When the child state is `Identifiable`
/// that intent is visible as a new `id`, so, as in TCA, `ifLet` cancels the old child's effects
/// when the id changes, and the navigation DSL replaces its screen. A child state that is not
/// `Identifiable` is only ever changed in place.
enum _ChildIdentity {
  /// Reads the `id` of a state of type `State`, or `nil` when `State` is not `Identifiable`.
  /// Decided once per operator, when it is built.
  static func of<State>(_ type: State.Type) -> ((State) -> AnyHashable)? {
    guard let identifiable = type as? any Identifiable.Type else { return nil }
    return reader(identifiable, as: type)
  }

  private static func reader<I: Identifiable, State>(
    _: I.Type, as _: State.Type
  ) -> (State) -> AnyHashable {
    { AnyHashable(($0 as! I).id) }
  }
}

/// The identity of a child state, as TCA's navigation ids read it: the `id` of an
/// `Identifiable` state, or the case of an enum state (with its payload's `id`, if it has one).
/// A state that is neither has no identity beyond being present.
///
/// Which of the three applies is decided once, when the operator is built, so a plain struct
/// child costs nothing per action.
@usableFromInline
struct _NavigationIdentity<State>: @unchecked Sendable {
  // Unchecked: the reader closures capture nothing but types.
  @usableFromInline enum Kind {
    case presence
    case identifiable((State) -> AnyHashable)
    case enumCase
  }
  @usableFromInline let kind: Kind
  /// True when the state has no identity beyond presence: read on every action, so a plain
  /// flag rather than a match on `kind`.
  @usableFromInline let isPresenceOnly: Bool

  @usableFromInline init() {
    if let read = _ChildIdentity.of(State.self) {
      kind = .identifiable(read)
    } else if EnumTag.isEnum(State.self) {
      kind = .enumCase
    } else {
      kind = .presence
    }
    if case .presence = kind { isPresenceOnly = true } else { isPresenceOnly = false }
  }

  /// The child's identity; `nil` for a state that has none beyond being present.
  @usableFromInline func callAsFunction(_ state: State) -> AnyHashableSendable? {
    switch kind {
    case .presence:
      return nil
    case let .identifiable(read):
      return AnyHashableSendable(unchecked: read(state))
    case .enumCase:
      let payloadID = Mirror(reflecting: state).children.first.flatMap { child in
        (child.value as? any Identifiable).map { AnyHashable(EnumTag.id(of: $0)) }
      }
      return AnyHashableSendable(
        unchecked: AnyHashable(EnumCaseIdentity(tag: EnumTag.tag(of: state), payloadID: payloadID))
      )
    }
  }

  /// The navigation id of `state` held at `keyPath`.
  @usableFromInline func navigationID(_ state: State, at keyPath: AnyKeyPath) -> NavigationID {
    NavigationID(keyPath, identity: self(state))
  }
}

private struct EnumCaseIdentity: Hashable {
  let tag: UInt32
  let payloadID: AnyHashable?
}

/// Reads which case an enum value is in, from the value witnesses every Swift enum type has
/// (a stable part of the Swift ABI), so a destination enum's case change is seen without
/// reflection.
enum EnumTag {
  private static let enumKind = 0x201
  private static let optionalKind = 0x202

  static func isEnum<T>(_ type: T.Type) -> Bool {
    let kind = unsafeBitCast(type as Any.Type, to: UnsafePointer<Int>.self).pointee
    return kind == enumKind || kind == optionalKind
  }

  static func tag<T>(of value: T) -> UInt32 {
    typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
    let metadata = unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self)
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -pointer, as: UnsafeRawPointer.self)
    // Eight function witnesses, size, stride, then two 32-bit fields, then `getEnumTag`.
    let getEnumTag = witnesses.load(fromByteOffset: 10 * pointer + 8, as: GetEnumTag.self)
    return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  static func id<I: Identifiable>(of value: I) -> AnyHashable { AnyHashable(value.id) }
}
