import Foundation
import ThirdPartyShim

/// Drives a reducer the way the app would and checks every state change and every action its
/// effects send back, failing the current test (XCTest or Swift Testing) on any surprise, by the
/// rules and with the messages of the Composable Architecture's test store.
///
/// `state` is the state the test has accounted for: the state after the last `send`, or after
/// the last received action the test asserted (or skipped). An action an effect sent changes it
/// only once the test receives it, so a test reads what it has checked, never what happens to
/// have arrived meanwhile.
///
/// Shared values (`@Shared`) are compared by their values before and after each action, so a
/// push onto a shared navigation stack must be asserted like any other change, in the step that
/// made it: `await store.send(.continueButtonTapped) { $0.$nav.withLock { $0.append(…) } }`.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// `.on` by default. `.off` checks only what the test asserts.
  public var exhaustivity: Exhaustivity = .on
  /// How long, in nanoseconds, `receive`, `finish` and a send's `TestStoreTask.finish` wait
  /// for effects when they are given no timeout: one second, before `TEST_TIMEOUT_SCALE`
  /// stretches it.
  public var timeout: UInt64 = 1_000_000_000

  let core: RootCore<State, Origin>
  let log: Log
  let location: SourceLocationInfo
  /// The issue reporters current where the store was made: its failures go to them wherever
  /// no `withIssueReporters` scopes others, as in `deinit`, which does not see the task-locals
  /// of the test that made it.
  let reporters = IssueReporters.current
  /// Whether the store was made inside a Swift Testing test: its end-of-test report goes to
  /// Swift Testing even when it runs where the test's task-locals cannot be seen.
  let madeUnderSwiftTesting = TestIssues.isSwiftTestingRunning
  /// The state (and shared values) the test has accounted for so far.
  var known: Snapshot
  /// The sends whose effects may still run: what the end-of-test report and `finish` name.
  var sends: [SendRecord] = []
  /// Failures gathered for `deinit` to record on its own thread, while it reports.
  var pendingReport: [(message: String, location: SourceLocationInfo)]?
  /// How many running effects `skipInFlightEffects` let go that no tracked send accounts for.
  var skippedUntracked = 0
  /// The dependencies the store's reducer and effects run with: test values, plus the
  /// `withDependencies` overrides. A test reads them to reach the clock it advances.
  public let dependencies: DependencyValues

  enum Origin {
    case send(Action)
    case receive(Action)
  }

  /// A state with the values of the shared references it holds, taken at one moment: a shared
  /// reference is the same object in every state, so only its value tells two moments apart.
  struct Snapshot {
    var state: State
    var shared: [ObjectIdentifier: any Sendable]

    init(state: State, shared: [ObjectIdentifier: any Sendable]) {
      self.state = state
      self.shared = shared
    }

    /// The state with its shared values as they are now.
    init(_ state: State) {
      self.init(state: state, shared: SharedSnapshots.collect(from: state))
    }
  }

  @MainActor final class Log {
    var afterSend: Snapshot?
    var received: [(action: Action, after: Snapshot)] = []
  }

  /// A store for one test: `reducer` runs on `initialState` with test dependencies (each
  /// unoverridden client reports its use), changed by `prepare`. The source location is where
  /// failures about the store as a whole (actions never received) are reported.
  ///
  /// `reducer` is a plain closure, not a builder, as in TCA: several reducers go in a
  /// `CombineReducers { … }`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepare: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var dependencies = DependencyValues(context: .test)
    prepare(&dependencies)
    self.dependencies = dependencies
    let base = reducer()
    let log = Log()
    self.log = log
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.location = location
    // As TCA: the initial state is made with the store's dependencies, so a `@Shared` key in it
    // (`.inMemory`, `.fileStorage`) uses the test's storage.
    let state = DependencyValues.$current.withValue(dependencies) { initialState() }
    self.known = Snapshot(state)
    self.core = RootCore(
      initialState: state,
      reducer: Reduce<State, Origin> { state, origin in
        switch origin {
        case let .send(action):
          let effect = base.reduce(into: &state, action: action)
          log.afterSend = Snapshot(state)
          return effect.map { .receive($0) }
        case let .receive(action):
          let effect = base.reduce(into: &state, action: action)
          log.received.append((action, Snapshot(state)))
          return effect.map { .receive($0) }
        }
      },
      dependencies: dependencies
    )
  }

  /// The end-of-test report is made on the main actor but recorded on the thread that lets
  /// the store go, inside the test's task: there Swift Testing still knows which test is
  /// running (an isolated `deinit` that hops to the main actor would not), so a failure found
  /// at the end is that test's failure (TCA #3241).
  nonisolated deinit {
    let report = Self.onMainActor { [self] in
      var report: [(message: String, location: SourceLocationInfo)] = []
      if exhaustivity == .on {
        pendingReport = []
        reportUnreceivedActions(at: location)
        for origin in runningSends() {
          reportHelper(Self.effectStillRunningMessage, at: origin.location)
        }
        reportUnassertedSharedChanges(at: location)
        report = pendingReport ?? []
        pendingReport = nil
      }
      core.cancelAll()
      return report
    }
    withStoreReporters {
      for failure in report {
        TestIssues.report(failure.message, at: failure.location, swiftTesting: madeUnderSwiftTesting)
      }
    }
  }

  /// Runs `body` on the main actor now, from whatever thread: how `deinit` reaches the store's
  /// state without waiting for a hop that would lose the test's task-locals.
  nonisolated static func onMainActor<R: Sendable>(_ body: @MainActor () -> R) -> R {
    // The main actor runs on the main queue, which is not always drained by the main thread
    // (Swift Testing's is a worker's): the queue's own mark says whether this is it. The main
    // thread itself never waits for the main queue: that would wait for itself.
    if DispatchQueue.getSpecific(key: MainQueueMark.key) == true || Thread.isMainThread {
      return MainActor.assumeIsolated(body)
    }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }

  /// The state the test has accounted for: after the last `send`, or after the last received
  /// action it asserted or skipped. Inside an assertion closure it is the state before the step.
  public var state: State { known.state }

  /// Runs `operation` with a different exhaustivity, restoring it afterwards.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    defer { self.exhaustivity = saved }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs `operation` with a different exhaustivity, restoring it afterwards.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    defer { self.exhaustivity = saved }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Reports a failure now, whatever the exhaustivity.
  func fail(_ message: String, at location: SourceLocationInfo) {
    if pendingReport != nil {
      pendingReport?.append((message, location))
      return
    }
    withStoreReporters {
      TestIssues.report(message, at: location, swiftTesting: madeUnderSwiftTesting)
    }
  }

  /// Runs `body` with the reporters a `withIssueReporters` around it scoped, else with those
  /// current where the store was made.
  nonisolated func withStoreReporters<R>(_ body: () throws -> R) rethrows -> R {
    if IssueReporters.isScoped { return try body() }
    return try withIssueReporters(reporters, operation: body)
  }

  /// Reports a failure that only an exhaustive store makes: a non-exhaustive one lets it pass.
  func reportHelper(_ message: String, at location: SourceLocationInfo) {
    guard exhaustivity == .on else { return }
    fail(message, at: location)
  }

  /// `timeout` as a duration, or the store's default when the caller gave none.
  func bound(_ nanoseconds: UInt64?) -> Duration {
    .nanoseconds(Int64(clamping: nanoseconds ?? timeout))
  }

  /// Gives effects started by the last action a chance to run to their first suspension.
  static func settle() async {
    for _ in 0..<10 { await Task.yield() }
    try? await Task.sleep(for: .microseconds(50))
    for _ in 0..<10 { await Task.yield() }
  }
}

/// `TestStoreOf<Feature>`: the test store of a feature, as TCA spells it.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// One `send` whose effects may still be running, and where it was made.
@MainActor
final class SendRecord {
  let location: SourceLocationInfo
  var isFinished = false
  /// Set by `skipInFlightEffects`: its effects are no longer the test's concern.
  var isSkipped = false

  init(location: SourceLocationInfo) { self.location = location }
}

/// A mark set on the main queue, so code can tell it runs there whatever thread drains it.
enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
