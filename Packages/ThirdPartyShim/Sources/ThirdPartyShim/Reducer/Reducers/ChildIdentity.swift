/// How `ifLet` tells a child that was replaced from one that changed.
///
/// A parent that assigns a new child where one is shown means "a different one": the old
/// child's work must stop, as if it had been dismissed. When the child state is `Identifiable`
/// that intent is visible as a new `id`, so, as in TCA, `ifLet` cancels the old child's effects
/// when the id changes, and the navigation DSL replaces its screen. A child state that is not
/// `Identifiable` is only ever changed in place.
public enum _ChildIdentity {
  /// Reads the `id` of a state of type `State`, or `nil` when `State` is not `Identifiable`.
  /// Decided once per operator, when it is built.
  public static func of<State>(_ type: State.Type) -> ((State) -> AnyHashable)? {
    guard let identifiable = type as? any Identifiable.Type else { return nil }
    return reader(identifiable, as: type)
  }

  private static func reader<I: Identifiable, State>(
    _: I.Type, as _: State.Type
  ) -> (State) -> AnyHashable {
    { AnyHashable(($0 as! I).id) }
  }
}
