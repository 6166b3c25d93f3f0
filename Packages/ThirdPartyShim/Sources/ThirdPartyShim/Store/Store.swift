/// Holds a feature's state, runs its reducer and effects; views read and send through it.
///
/// Headless and `@MainActor`, like TCA's store. A scoped store is a view onto its parent's
/// state: it owns nothing and sends through the parent, so there is one source of truth.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  private let getState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> Task<Void, Never>?
  /// Keeps the root alive while any scope of it is held.
  private let root: AnyObject
  /// The reducer type's name, for messages.
  public let label: String
  let observe: @MainActor (@escaping @MainActor () -> Void) -> Void

  /// Creates the root store of an app or a test, with its dependencies.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepare: ((inout DependencyValues) -> Void)? = nil
  ) {
    var dependencies = DependencyValues.current
    prepare?(&dependencies)
    let core = RootCore(
      initialState: initialState(), reducer: reducer(), dependencies: dependencies)
    self.init(core: core)
  }

  package init(core: RootCore<State, Action>) {
    self.getState = { core.state }
    self.sendAction = { core.send($0) }
    self.root = core
    self.label = core.label
    self.observe = { callback in core.didReduce.append { _ in callback() } }
  }

  private init(
    getState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> Task<Void, Never>?,
    root: AnyObject,
    label: String,
    observe: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void
  ) {
    self.getState = getState
    self.sendAction = send
    self.root = root
    self.label = label
    self.observe = observe
  }

  /// The current state.
  public var state: State { getState() }

  /// Reads a field of the state: `store.productID`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    getState()[keyPath: keyPath]
  }

  /// Sends an action; the returned task finishes when the effects it started finish.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(sendAction(action))
  }

  /// Calls `callback` after every action the root store reduces: how the headless view layer
  /// (this package's stand-in for SwiftUI) knows to render again, where SwiftUI observes a
  /// TCA store through Observation. Package-only: code written against the architecture
  /// cannot reach it. There is no unsubscribe: the callback lives as long as the store.
  package func _observe(_ callback: @escaping @MainActor () -> Void) {
    observe(callback)
  }
}

extension Store where Action: CasePathable {
  /// A store for a child feature whose state is always present.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let casePath = AnyCasePath(toChildAction)
    let getState = self.getState
    let sendAction = self.sendAction
    return Store<ChildState, ChildAction>(
      getState: { getState()[keyPath: toChildState] },
      send: { sendAction(casePath.embed($0)) },
      root: root,
      label: label,
      observe: observe
    )
  }

  /// A store for a child feature whose state is optional: `nil` while the state is absent, as
  /// TCA's optional scoping, so a destination renders nothing instead of a stale screen.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = getState()[keyPath: toChildState] else { return nil }
    let casePath = AnyCasePath(toChildAction)
    let getState = self.getState
    let sendAction = self.sendAction
    let lastKnown = LastKnown(initial)
    return Store<ChildState, ChildAction>(
      getState: {
        if let current = getState()[keyPath: toChildState] { lastKnown.value = current }
        return lastKnown.value
      },
      send: { sendAction(casePath.embed($0)) },
      root: root,
      label: label,
      observe: observe
    )
  }
}

extension Store {
  /// A store that reads through `toState` and sends through `fromAction`: the general scope,
  /// for view layers that project state a key path cannot name.
  public func scope<ChildState, ChildAction>(
    state toState: @escaping @MainActor (State) -> ChildState,
    action fromAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let getState = self.getState
    let sendAction = self.sendAction
    return Store<ChildState, ChildAction>(
      getState: { toState(getState()) },
      send: { sendAction(fromAction($0)) },
      root: root,
      label: label,
      observe: observe
    )
  }
}

/// `StoreOf<Feature>`: the store type of a feature, as TCA spells it.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

@MainActor
private final class LastKnown<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
