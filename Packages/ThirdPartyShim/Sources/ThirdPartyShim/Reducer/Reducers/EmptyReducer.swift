/// A reducer that does nothing: the value of an empty builder.
public struct EmptyReducer<State, Action>: Reducer {
  /// The reducer of an empty body.
  @inlinable public init() {}

  /// Changes nothing and starts nothing.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
}
