/// Composes reducers listed one after another into one that runs them in order.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Takes each reducer listed in the builder as it is.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

  /// Each next reducer runs after the ones above it; their effects merge.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// A reducer under `if` runs only when the condition held while the body was built.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? { wrapped }

  /// The reducer of an `if` branch that was taken.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The reducer of an `else` branch that was taken.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// The reducers of a `for` loop, run in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers)
  }

  /// A reducer under `if #available`, taken as it is.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ wrapped: R)
    -> R
  {
    wrapped
  }

  /// The composed body, as it was built.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }
}

/// Two reducers run one after the other; their effects merge.
public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  public typealias State = R0.State
  public typealias Action = R0.Action
  // Stored as reduce functions so a feature listed in a builder has its body built once.
  @usableFromInline let r0: (inout State, Action) -> Effect<Action>
  @usableFromInline let r1: (inout State, Action) -> Effect<Action>

  @inlinable init(_ r0: R0, _ r1: R1) {
    self.r0 = r0._makeReduce()
    self.r1 = r1._makeReduce()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    r0(&state, action).merge(with: r1(&state, action))
  }
}

/// The reducers of a `for` loop in a builder.
public struct _SequenceMany<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]
  @inlinable init(_ reducers: [Element]) { self.reducers = reducers }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }
}

/// The branch an `if`/`else` in a builder took.
public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(r): r.reduce(into: &state, action: action)
    case let .second(r): r.reduce(into: &state, action: action)
    }
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// The wrapped reducer's state: an optional reducer runs on the same state.
  public typealias State = Wrapped.State
  /// The wrapped reducer's actions.
  public typealias Action = Wrapped.Action

  /// Runs the wrapped reducer when there is one; nothing otherwise (an `if` that was false).
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    self?.reduce(into: &state, action: action) ?? .none
  }
}
