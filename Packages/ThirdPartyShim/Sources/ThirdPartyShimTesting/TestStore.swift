import Foundation
import ThirdPartyShim

/// Drives a reducer the way the app would and checks every state change and every action its
/// effects send back, failing the current test (XCTest or Swift Testing) on any surprise.
///
/// Shared values (`@Shared`) are compared by their values before and after each action, so a
/// push onto a shared navigation stack must be asserted like any other change:
/// `await store.send(.continueButtonTapped) { $0.$nav.withLock { $0.append(CheckoutPath.payment) } }`.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// `.on` by default. `.off` checks only what the test asserts.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for effects, before `TEST_TIMEOUT_SCALE` stretches it.
  public var timeout: Duration = TestTimeouts.defaultWait

  private let core: RootCore<State, Origin>
  private let log: Log
  private let location: SourceLocationInfo
  /// Captured at creation: `deinit` does not see the task-locals of the test that made it.
  private let collector = TestFailures.collector
  /// The state (and shared values) the test has accounted for so far.
  private var known: Snapshot
  /// The dependencies the store's reducer and effects run with: test values, plus the
  /// `withDependencies` overrides. A test reads them to reach the clock it advances.
  public let dependencies: DependencyValues

  enum Origin {
    case send(Action)
    case receive(Action)
  }

  struct Snapshot {
    var state: State
    var shared: [ObjectIdentifier: any Sendable]
  }

  @MainActor final class Log {
    var afterSend: Snapshot?
    var received: [(action: Action, after: Snapshot)] = []
  }

  /// A store for one test: `reducer` runs on `initialState` with test dependencies (each
  /// unoverridden client reports its use), changed by `prepare`. The source location is where
  /// failures about the store as a whole (effects left running when it goes away) are reported.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
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
    // The launch steps run here, on the state the test starts from, as a store's do: a test
    // begins where the app's first frame would, and a launch that cannot order the stack
    // fails the test that built the state.
    // As TCA: the initial state is made with the store's dependencies, so a `@Shared` key in it
    // (`.inMemory`, `.fileStorage`) uses the test's storage.
    var state = DependencyValues.$current.withValue(dependencies) { initialState() }
    let failures = TestFailures.collector
    RuntimeWarnings.withHandler({ message in
      TestFailures.record("Runtime warning: \(message)", at: location, collector: failures)
    }) {
      _ = StoreLaunch.launch(&state) { base._makeReduce() }
    }
    self.known = Snapshot(state: state, shared: SharedSnapshots.collect(from: state))
    self.core = RootCore(
      initialState: state,
      reducer: Reduce<State, Origin> { state, origin in
        switch origin {
        case let .send(action):
          let effect = base.reduce(into: &state, action: action)
          log.afterSend = Snapshot(state: state, shared: SharedSnapshots.collect(from: state))
          return effect.map { .receive($0) }
        case let .receive(action):
          let effect = base.reduce(into: &state, action: action)
          log.received.append(
            (action, Snapshot(state: state, shared: SharedSnapshots.collect(from: state))))
          return effect.map { .receive($0) }
        }
      },
      dependencies: dependencies
    )
  }

  isolated deinit {
    if exhaustivity == .on {
      if !log.received.isEmpty {
        fail(
          "The store received \(log.received.count) unexpected action(s) by the end of the test:\n"
            + log.received.map { "  \($0.action)" }.joined(separator: "\n")
            + "\nAssert them with 'receive', or call 'skipReceivedActions()'.", at: location)
      }
      if core.inFlightCount > 0 {
        fail(
          """
          \(core.inFlightCount) effect(s) were still running at the end of the test. Let them finish \
          (advance the test clock, 'await store.finish()'), or cancel them by sending the action \
          that tears the feature down.
          """, at: location)
      }
    }
    core.cancelAll()
  }

  /// The current state, including changes from actions not yet asserted.
  public var state: State { core.state }

  /// Sends an action and asserts the state after it: `{ $0.field = expected }`.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let here = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    if !log.received.isEmpty {
      if exhaustivity == .on {
        fail(
          "Must handle \(log.received.count) received action(s) before sending \(action):\n"
            + log.received.map { "  \($0.action)" }.joined(separator: "\n"), at: here)
      }
      known = log.received.last!.after
      log.received.removeAll()
    }
    log.afterSend = nil
    let collector = TestFailures.collector ?? self.collector
    let task = RuntimeWarnings.withHandler({ message in
      TestFailures.record("Runtime warning: \(message)", at: here, collector: collector)
    }) {
      core.send(.send(action))
    }
    guard let after = log.afterSend else {
      fail("The action \(action) was not reduced: the store is busy.", at: here)
      return TestStoreTask(rawValue: task, action: "send(\(action))")
    }
    check(after: after, description: "send(\(action))", updateExpected, at: here)
    await Self.settle()
    return TestStoreTask(rawValue: task, action: "send(\(action))")
  }

  /// Asserts the next action an effect sent, by equality.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expected }, description: "\(expected)", timeout: timeout, updateExpected,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect sent, by its case: `receive(\.delegate.finished)`.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      matching: { $0[case: casePath] != nil }, description: "\(casePath)", timeout: timeout,
      updateExpected,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect sent, by its case and payload.
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      matching: { $0[case: casePath] == value }, description: "\(casePath) \(value)",
      timeout: timeout, updateExpected,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Drops every action received so far, accepting the state they produced.
  public func skipReceivedActions(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
  ) async {
    await Self.settle()
    if let last = log.received.last { known = last.after }
    log.received.removeAll()
  }

  /// Waits for every running effect to finish, then checks nothing was left unasserted.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let here = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    let bound = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: TestTimeouts.scaled(bound))
    while core.inFlightCount > 0, ContinuousClock.now < deadline {
      await Self.settle()
      try? await Task.sleep(for: .milliseconds(1))
    }
    if core.inFlightCount > 0 {
      fail(
        "finish: \(core.inFlightCount) effect(s) still running after waiting \(TestTimeouts.describe(bound)).",
        at: here)
    }
    if exhaustivity == .on, !log.received.isEmpty {
      fail(
        "Received \(log.received.count) unasserted action(s):\n"
          + log.received.map { "  \($0.action)" }.joined(separator: "\n"), at: here)
    }
  }

  /// Runs `body` with a different exhaustivity, restoring it afterwards.
  public func withExhaustivity(
    _ exhaustivity: Exhaustivity, _ body: () async -> Void
  ) async {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    await body()
    self.exhaustivity = saved
  }

  private func receive(
    matching predicate: (Action) -> Bool,
    description: String,
    timeout: Duration?,
    _ updateExpected: ((inout State) throws -> Void)?,
    at here: SourceLocationInfo
  ) async {
    let bound = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: TestTimeouts.scaled(bound))
    while true {
      if exhaustivity == .on, let first = log.received.first {
        log.received.removeFirst()
        guard predicate(first.action) else {
          fail("Expected to receive \(description), but received \(first.action).", at: here)
          known = first.after
          return
        }
        check(after: first.after, description: "receive(\(description))", updateExpected, at: here)
        await Self.settle()
        return
      }
      if exhaustivity != .on, let index = log.received.firstIndex(where: { predicate($0.action) }) {
        let match = log.received[index]
        if index > 0 { known = log.received[index - 1].after }
        log.received.removeFirst(index + 1)
        check(after: match.after, description: "receive(\(description))", updateExpected, at: here)
        await Self.settle()
        return
      }
      if ContinuousClock.now >= deadline { break }
      await Self.settle()
      try? await Task.sleep(for: .milliseconds(1))
    }
    var message = "Expected to receive \(description), but received nothing"
    if core.inFlightCount == 0 {
      message += " and no effect is running."
    } else {
      message += " within \(TestTimeouts.describe(bound)) while \(core.inFlightCount) effect(s) ran."
    }
    fail(message, at: here)
  }

  /// Compares the state after an action with the known state changed by the test's closure.
  private func check(
    after: Snapshot,
    description: String,
    _ updateExpected: ((inout State) throws -> Void)?,
    at here: SourceLocationInfo
  ) {
    let base = exhaustivity == .on ? known : after
    do {
      let expected = try SharedSnapshots.with(base.shared) {
        var expected = base.state
        try updateExpected?(&expected)
        return StateDump.lines(expected)
      }
      let actual = SharedSnapshots.with(after.shared) { StateDump.lines(after.state) }
      let differences = StateDiff.lines(expected: expected, actual: actual)
      if !differences.isEmpty {
        fail(
          "State after \(description) was not as expected (expected → actual):\n"
            + differences.joined(separator: "\n"), at: here)
      }
    } catch {
      fail("The assertion closure for \(description) threw \(error).", at: here)
    }
    known = after
  }

  private func fail(_ message: String, at location: SourceLocationInfo) {
    TestFailures.record(message, at: location, collector: TestFailures.collector ?? collector)
  }

  /// Gives effects started by the last action a chance to run to their first suspension.
  private static func settle() async {
    for _ in 0..<10 { await Task.yield() }
    try? await Task.sleep(for: .microseconds(50))
    for _ in 0..<10 { await Task.yield() }
  }
}
