/// The one place state lives and actions are reduced, shared by a store and all its scopes.
///
/// Actions sent while a reducer runs (from `.send` effects or from a view) are queued and
/// reduced in order, after the current one, as the Composable Architecture does.
@MainActor
package final class RootCore<State, Action> {
  package var state: State
  let reduce: (inout State, Action) -> Effect<Action>
  let dependencies: DependencyValues
  let label: String
  private var buffer: [Action] = []
  private var isSending = false
  private var cancellations = CancellationRegistry()
  /// Called after every reduced action; the headless host and the test store listen here.
  package var didReduce: [(Action) -> Void] = []

  package init<R: Reducer<State, Action>>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) {
    // Launch steps (see `StoreLaunch`) are collected while the reducer is built and run on
    // the initial state, so what is rendered first already agrees with itself.
    var state = initialState
    self.reduce = StoreLaunch.launch(&state) { reducer._makeReduce() }
    self.state = state
    self.dependencies = dependencies
    self.label = "\(R.self)"
  }

  package func send(_ action: Action) -> Task<Void, Never>? {
    buffer.append(action)
    guard !isSending else { return nil }
    isSending = true
    defer { isSending = false }
    var tasks: [Task<Void, Never>] = []
    if dependencies.isEmpty {
      drain(into: &tasks)
    } else {
      DependencyValues.$current.withValue(dependencies) { drain(into: &tasks) }
    }
    switch tasks.count {
    case 0: return nil
    case 1: return tasks[0]
    default:
      let all = tasks
      return Task { @MainActor in
        await withTaskCancellationHandler {
          for task in all { await task.value }
        } onCancel: {
          for task in all { task.cancel() }
        }
      }
    }
  }

  private func drain(into tasks: inout [Task<Void, Never>]) {
    var index = 0
    while index < buffer.count {
      let action = buffer[index]
      index += 1
      let effect = reduce(&state, action)
      for observer in didReduce { observer(action) }
      if !effect.isNone { start(effect, under: [], into: &tasks) }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Starts an effect tree; `ids` are the cancellation ids enclosing it.
  private func start(
    _ effect: Effect<Action>, under ids: [AnyHashableSendable], into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      buffer.append(action)
    case let .merge(effects):
      for effect in effects { start(effect, under: ids, into: &tasks) }
    case let .cancel(id):
      cancellations.cancel(id)
    case let .cancellable(id, cancelInFlight, inner):
      if cancelInFlight { cancellations.cancel(id) }
      start(inner, under: ids + [id], into: &tasks)
    case .run, .concatenate:
      let token = CancellationRegistry.Token()
      let perform = UncheckedSendable(effect)
      let core = WeakCore(self)
      let task = Task { @MainActor in
        await Self.perform(perform.value, core: core)
        core.value?.cancellations.remove(token, from: ids)
      }
      cancellations.insert(task, token: token, under: ids)
      tasks.append(task)
    }
  }

  /// Runs an effect inside the current task, so cancelling the task cancels it. Holds the core
  /// weakly: a store that goes away cancels its effects instead of being kept alive by them.
  private static func perform(_ effect: Effect<Action>, core: WeakCore<State, Action>) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      guard !Task.isCancelled else { return }
      core.send(action)
    case let .run(_, work):
      await work(Send { action in core.send(action) })
    case let .merge(effects):
      let tasks = effects.map { effect in
        let effect = UncheckedSendable(effect)
        return Task { @MainActor in await Self.perform(effect.value, core: core) }
      }
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await perform(effect, core: core)
      }
    case let .cancel(id):
      core.value?.cancellations.cancel(id)
    case let .cancellable(id, cancelInFlight, inner):
      guard let strong = core.value else { return }
      if cancelInFlight { strong.cancellations.cancel(id) }
      var tasks: [Task<Void, Never>] = []
      strong.start(inner, under: [id], into: &tasks)
      let started = tasks
      await withTaskCancellationHandler {
        for task in started { await task.value }
      } onCancel: {
        for task in started { task.cancel() }
      }
    }
  }

  /// Cancels every effect of this store: the store is going away.
  package func cancelAll() { cancellations.cancelAll() }

  isolated deinit {
    cancellations.cancelAll()
  }

  /// The number of effects still running; the test store waits on it.
  package var inFlightCount: Int { cancellations.count }
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

  func send(_ action: Action) {
    guard let value else {
      reportRuntimeWarning(
        """
        An effect sent "\(action)" after its store of '\(label)' was released. The action was \
        dropped. Cancel long-running effects when their feature goes away.
        """)
      return
    }
    _ = value.send(action)
  }
}
