/// The state of a child shown modally (a sheet, an alert): `@Presents var promoCode: …?`.
///
/// A property wrapper stands in for TCA's `@Presents` macro; `\.$promoCode` names the
/// presentation slot for `.ifLet(\.$promoCode, action: \.promoCode)`.
@propertyWrapper
public struct PresentationState<State> {
  /// The child's state while it is presented, `nil` when it is not: assigning presents it.
  public var wrappedValue: State?

  /// The navigation id of the child `ifLet` last saw presented, kept with the state as TCA
  /// keeps it: a reducer outside `ifLet` that clears or replaces the child is noticed at the
  /// next action `ifLet` reduces, which then cancels the old child's effects. Not part of the
  /// value: two slots holding the same child are equal.
  @usableFromInline var presentedID: NavigationID?

  /// Starts the slot with a child (restored) or empty (usual).
  public init(wrappedValue: State?) { self.wrappedValue = wrappedValue }

  /// `\.$promoCode`: the slot itself, which `ifLet` needs to tell a presentation from a plain
  /// optional child.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

/// `@Presents`, as TCA spells it.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {
  /// Compares the children only.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the child only.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  /// Dumps as the optional it wraps, so test diffs read `promoCode: nil`.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

/// Saves as the optional it wraps, so a restored app can come back with its sheet up.
extension PresentationState: Codable where State: Codable {
  /// Reads the optional child a saved state held.
  public init(from decoder: Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }

  /// Writes the optional child, so a sheet that was up comes back up.
  public func encode(to encoder: Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
