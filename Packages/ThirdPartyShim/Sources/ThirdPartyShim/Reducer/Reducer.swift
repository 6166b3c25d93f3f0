/// A feature's logic: how an action changes state and which effects it starts.
///
/// Conform either by implementing `reduce(into:action:)` or by composing other reducers in
/// `body`, exactly as in the Composable Architecture.
public protocol Reducer<State, Action> {
  /// The feature's state: what its screen shows and what its logic needs.
  associatedtype State
  /// What can happen to the feature: user gestures, effect results, a child's outputs.
  associatedtype Action
  /// The reducer `body` composes; `Never` for a reducer that implements `reduce` itself.
  associatedtype Body

  /// Changes the state for one action and returns the work to run next. A reducer that
  /// composes others in `body` gets this from it.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// Other reducers composed into this one, run in order; a reducer that implements `reduce`
  /// itself has none.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The reduce function, with `body` built once. Operators and stores call this when they
  /// are created, so a feature's body is not rebuilt (and its case key paths not resolved
  /// again) for every action. Do not implement it; the defaults below are right.
  func _makeReduce() -> (inout State, Action) -> Effect<Action>
}

extension Reducer {
  /// A reducer that implements `reduce(into:action:)` is its own reduce function.
  public func _makeReduce() -> (inout State, Action) -> Effect<Action> {
    { self.reduce(into: &$0, action: $1) }
  }
}

/// `ReducerOf<Self>`: the reducer type of a feature, as TCA spells it.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body; it implements reduce(into:action:).")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a body runs it.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// A reducer with a body is its body's reduce function, built once.
  public func _makeReduce() -> (inout State, Action) -> Effect<Action> {
    body._makeReduce()
  }
}
