/// How `ifLetNavigated` tells a replaced child from a changed one: by the `id` of a child
/// state that is `Identifiable` (a new `id` is a new screen), by presence alone otherwise.
@usableFromInline
enum ChildIdentity {
  /// Reads the `id` of a `State`, or `nil` when `State` is not `Identifiable`. Decided once,
  /// when the operator is built, so a plain child costs nothing per action.
  @usableFromInline
  static func of<State>(_ type: State.Type) -> ((State) -> AnyHashable)? {
    guard let identifiable = type as? any Identifiable.Type else { return nil }
    return reader(for: identifiable, as: type)
  }

  private static func reader<Child: Identifiable, State>(
    for _: Child.Type, as _: State.Type
  ) -> (State) -> AnyHashable {
    { state in AnyHashable((state as! Child).id) }
  }
}
