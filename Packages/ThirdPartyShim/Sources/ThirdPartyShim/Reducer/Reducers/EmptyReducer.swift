/// A reducer that does nothing: the value of an empty builder.
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
}
