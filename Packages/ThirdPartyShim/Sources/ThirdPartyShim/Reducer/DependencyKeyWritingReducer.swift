/// A reducer whose dependencies are changed for it and for the effects it returns:
/// `Feature().dependency(\.continuousClock, clock)`.
///
/// Nested modifiers fold into one reducer; the one closest to the base reducer is applied last,
/// so it wins, as in TCA. Effects run with the changed values because the shim's `.run` does not
/// capture dependencies itself: this reducer wraps every `.run` it returns.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  /// The base reducer's state.
  public typealias State = Base.State
  /// The base reducer's action.
  public typealias Action = Base.Action

  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed dependencies.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _makeReduce()(&state, action)
  }

  /// The base reducer's reduce function, wrapped once in the dependency change.
  public func _makeReduce() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    let reduce = base._makeReduce()
    let update = self.update
    return { state, action in
      var values = DependencyValues.current
      update(&values)
      return DependencyValues.$current.withValue(values) {
        reduce(&state, action)._running(with: values)
      }
    }
  }

  /// `.dependency(…)` on a modified reducer: one reducer whose inner changes apply last.
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
  ) -> Self {
    transformDependency(keyPath) { $0 = value }
  }

  /// `.transformDependency(…)` on a modified reducer: one reducer whose inner changes apply last.
  public func transformDependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> Self {
    let inner = update
    return Self(base: base) { values in
      transform(&values[keyPath: keyPath])
      inner(&values)
    }
  }
}

extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency set to `value`.
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer with a dependency replaced by its key type's value:
  /// `.dependency(PaymentClient.mock)` for a client that is its own key.
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyKeyWritingReducer<Self>
  where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Runs this reducer, and the effects it returns, with one dependency changed by `transform`.
  public func transformDependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

extension Effect {
  /// The same effect with every `.run` running under `values`. Cases that run no code of their
  /// own are returned as they are.
  func _running(with values: DependencyValues) -> Effect {
    if case let .run(priority, work) = operation {
      return Effect(
        .run(priority) { send in
          await DependencyValues.$current.withValue(values) { await work(send) }
        })
    }
    if case let .merge(effects) = operation {
      return Effect(.merge(effects.map { $0._running(with: values) }))
    }
    if case let .concatenate(effects) = operation {
      return Effect(.concatenate(effects.map { $0._running(with: values) }))
    }
    if case let .cancellable(id, cancelInFlight, inner) = operation {
      return Effect(
        .cancellable(id: id, cancelInFlight: cancelInFlight, inner._running(with: values)))
    }
    return self
  }
}
