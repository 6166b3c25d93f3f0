/// The one place state lives and actions are reduced, shared by a store and all its scopes.
///
/// Actions sent while a reducer runs (from `.send` effects, from an observer, from a view) are
/// queued and reduced in order, after the current one, before `send` returns, as the
/// Composable Architecture does.
@MainActor
package final class RootCore<State, Action> {
  package var state: State
  let reduce: (inout State, Action) -> Effect<Action>
  let dependencies: DependencyValues
  let label: String
  private var buffer: [Action] = []
  private var isSending = false
  let cancellations = CancellationRegistry()
  private lazy var weakSelf = WeakCore(self)
  /// Called after every reduced action; the headless host and the test store listen here.
  package var didReduce: [(Action) -> Void] = [] {
    didSet { hasObservers = !didReduce.isEmpty }
  }
  /// Read on every send instead of `didReduce`, whose emptiness costs a generic lookup in the
  /// unspecialized code a store runs.
  private var hasObservers = false

  package init<R: Reducer<State, Action>>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) {
    self.reduce = reducer._makeReduce()
    self.state = initialState
    self.dependencies = dependencies
    self.label = "\(R.self)"
  }

  /// Reduces `action` and everything it sends synchronously; returns the task owning the
  /// effects this caused, or `nil` when it started none.
  package func send(_ action: Action) -> Task<Void, Never>? {
    var owner: EffectOwner?
    send(action, owner: &owner)
    return owner?.makeTask()
  }

  /// Sends on behalf of an effect, whose owner takes the new effects too.
  func send(_ action: Action, from owner: EffectOwner) {
    var owner: EffectOwner? = owner
    send(action, owner: &owner)
  }

  private func send(_ action: Action, owner: inout EffectOwner?) {
    buffer.append(action)
    guard !isSending else { return }
    // Between sends the buffer is empty: a drain that left actions behind would reduce them
    // again at every later send, which runs away instead of failing.
    assert(buffer.count == 1, "RootCore: actions of an earlier send were left in the buffer")
    withSending { drain(owner: &owner) }
  }

  private func withSending(_ body: () -> Void) {
    isSending = true
    defer { isSending = false }
    if dependencies.isEmpty {
      body()
    } else {
      DependencyValues.$current.withValue(dependencies) { body() }
    }
  }

  /// Reduces the buffered actions, in order, each with the synchronous part of its effects;
  /// observers hear of them once the cascade has settled (as TCA publishes state once per
  /// send), and what they send is reduced after.
  ///
  /// One loop, moved on by every action it reduces: however its conditions were changed, it
  /// ends (or reads past the buffer and traps) instead of spinning without reducing.
  private func drain(owner: inout EffectOwner?) {
    var index = 0
    var notified = 0
    while index < buffer.count {
      let action = buffer[index]
      index += 1
      let effect = reduce(&state, action)
      if !effect.isNone {
        var started: [Task<Void, Never>] = []
        start(effect, at: .root, owner: &owner, into: &started)
      }
      if hasObservers, index == buffer.count {
        while notified < index {
          let action = buffer[notified]
          notified += 1
          for observer in didReduce { observer(action) }
        }
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Where in the tree of features an effect is being started.
  struct Place: Sendable {
    var path: NavigationIDPath
    /// The cancellation ids enclosing the effect, each with the path it was given at.
    var keys: [CancellationRegistry.Key] = []
    var dismissals: [EffectContext.Dismissal] = []
    static var root: Place { Place(path: .root) }
  }

  /// Starts an effect tree: synchronous parts (sends, cancels) now, in order; async parts as
  /// tasks, appended to `started` and to the owner.
  private func start(
    _ effect: Effect<Action>, at place: Place, owner: inout EffectOwner?,
    into started: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      buffer.append(action)
    case let .merge(effects):
      for effect in effects { start(effect, at: place, owner: &owner, into: &started) }
    case let .cancel(id):
      cancellations.cancel(.init(id: id, path: place.path))
    case let .cancellable(id, cancelInFlight, inner):
      let key = CancellationRegistry.Key(id: id, path: place.path)
      if cancelInFlight { cancellations.cancel(key) }
      var inside = place
      inside.keys.append(key)
      start(inner, at: inside, owner: &owner, into: &started)
    case let .navigation(id, dismiss, inner):
      // A child cleared while nothing runs (the common hide): no path to build.
      if case .cancel = inner.operation, cancellations.isEmpty { return }
      var inside = place
      inside.path = place.path.appending(id)
      if let dismiss {
        let core = weakSelf
        let action = UncheckedSendable(dismiss)
        inside.dismissals.append(.init(id: id) { core.value?.send(action.value, from: $0) })
      }
      start(inner, at: inside, owner: &owner, into: &started)
    case let .concatenate(effects):
      startSequence(effects[...], at: place, owner: &owner, into: &started)
    case let .run(priority, work):
      let sender = owner ?? EffectOwner()
      owner = sender
      let core = weakSelf
      let context = EffectContext(
        registry: cancellations, path: place.path, dismissals: place.dismissals, owner: sender)
      let operation = UncheckedSendable(work)
      track(place: place, owner: sender, priority: priority, into: &started) {
        await EffectContext.$current.withValue(context) {
          await operation.value(Send { core.send($0, from: sender) })
        }
      }
    }
  }

  /// Starts effects one after another: each starts once the one before has finished, and
  /// what is synchronous at the head runs now.
  private func startSequence(
    _ effects: ArraySlice<Effect<Action>>, at place: Place, owner: inout EffectOwner?,
    into started: inout [Task<Void, Never>]
  ) {
    var rest = effects
    while let first = rest.popFirst() {
      var head: [Task<Void, Never>] = []
      start(first, at: place, owner: &owner, into: &head)
      started.append(contentsOf: head)
      guard !head.isEmpty, !rest.isEmpty else { continue }
      let sender = owner ?? EffectOwner()
      owner = sender
      let core = weakSelf
      let remaining = UncheckedSendable(rest)
      track(place: place, owner: sender, priority: nil, into: &started) {
        for task in head { await task.value }
        guard !Task.isCancelled, let strong = core.value else { return }
        let next = strong.resume(remaining.value, at: place, owner: sender)
        await withTaskCancellationHandler {
          for task in next { await task.value }
        } onCancel: {
          for task in next { task.cancel() }
        }
      }
      return
    }
  }

  /// Starts the rest of a sequence once its head has finished, reducing what it sends.
  private func resume(
    _ effects: ArraySlice<Effect<Action>>, at place: Place, owner: EffectOwner
  ) -> [Task<Void, Never>] {
    var owner: EffectOwner? = owner
    var started: [Task<Void, Never>] = []
    if isSending {
      startSequence(effects, at: place, owner: &owner, into: &started)
    } else {
      withSending {
        startSequence(effects, at: place, owner: &owner, into: &started)
        drain(owner: &owner)
      }
    }
    return started
  }

  /// Registers a task under the cancellation ids enclosing it and hands it to its owner; it
  /// removes itself when it ends. Holds the core weakly: a store that goes away cancels its
  /// effects instead of being kept alive by them.
  private func track(
    place: Place, owner: EffectOwner, priority: TaskPriority?,
    into started: inout [Task<Void, Never>],
    _ body: @escaping @MainActor @Sendable () async -> Void
  ) {
    let registry = cancellations
    let keys = place.keys
    let box = TokenBox()
    let task = Task(priority: priority) { @MainActor in
      await body()
      if let token = box.token { registry.remove(token, from: keys, counted: true) }
    }
    // Set before the task can run: it starts only once this main-actor work returns.
    let token = CancellationRegistry.Token(task)
    box.token = token
    registry.insert(token, under: keys, counted: true)
    owner.append(task)
    started.append(task)
  }

  /// Cancels every effect of this store: the store is going away.
  package func cancelAll() { cancellations.cancelAll() }

  isolated deinit {
    cancellations.cancelAll()
  }

  /// The number of effects still running; the test store waits on it.
  package var inFlightCount: Int { cancellations.count }
}

@MainActor
private final class TokenBox {
  var token: CancellationRegistry.Token?
}

/// A weak reference to a store's core, for effects that outlive it.
@MainActor
final class WeakCore<State, Action>: Sendable {
  weak var value: RootCore<State, Action>?
  let label: String

  init(_ value: RootCore<State, Action>) {
    self.value = value
    self.label = value.label
  }

  func send(_ action: Action, from owner: EffectOwner) {
    guard let value else {
      reportIssue(
        """
        An effect sent "\(action)" after its store of '\(label)' was released. The action was \
        dropped. Cancel long-running effects when their feature goes away.
        """)
      return
    }
    value.send(action, from: owner)
  }
}
