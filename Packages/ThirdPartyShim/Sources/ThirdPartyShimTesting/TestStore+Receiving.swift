import Foundation
import ThirdPartyShim

/// How `receive` tells the test what it expected, for each way of naming the action.
struct ReceiveExpectation<Action> {
  /// Whether a received action is the one the test names.
  let matches: (Action) -> Bool
  /// What to wait for before judging; a case and payload wait for the case alone, so a wrong
  /// payload reads as the wrong action instead of as no action at all.
  let arrival: (Action) -> Bool
  /// The failure when no such action was received.
  let failure: String
  /// The body of the failure when another action came first.
  let unexpected: (Action) -> String
}

extension TestStore {
  /// The one `receive`: waits (if effects are running) for an action, then checks it.
  func receiveAction(
    _ expectation: ReceiveExpectation<Action>,
    timeout nanoseconds: UInt64?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at here: SourceLocationInfo
  ) async {
    await Self.settle()
    if core.inFlightCount > 0 {
      await waitForArrival(expectation.arrival, timeout: bound(nanoseconds), at: here)
    }
    take(expectation, updateStateToExpectedResult, at: here)
    await Self.settle()
  }

  /// Waits until an action arrives (exhaustive) or one that may be the expected one does
  /// (non-exhaustive), while effects still run; fails if the bound passes first.
  private func waitForArrival(
    _ arrival: (Action) -> Bool, timeout: Duration, at here: SourceLocationInfo
  ) async {
    let deadline = ContinuousClock.now.advanced(by: TestTimeouts.scaled(timeout))
    while true {
      if exhaustivity == .on ? !log.received.isEmpty : log.received.contains(where: { arrival($0.action) }) {
        return
      }
      // Nothing running can send it any more: the check that follows says what is missing.
      if core.inFlightCount == 0 { return }
      if ContinuousClock.now >= deadline { break }
      try? await Task.sleep(for: .milliseconds(1))
      await Self.settle()
    }
    fail(
      """
      Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but \
      received none after \(Self.seconds(TestTimeouts.scaled(timeout))) seconds.

      Effects are still running. If the one that sends this action waits on a clock, advance \
      the test clock far enough; if it waits on real work, pass a longer "timeout".
      """, at: here)
  }

  /// Takes the next received action (exhaustive) or the first matching one, dropping those
  /// before it (non-exhaustive), and checks the state it left.
  private func take(
    _ expectation: ReceiveExpectation<Action>,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at here: SourceLocationInfo
  ) {
    guard !log.received.isEmpty else {
      fail(expectation.failure, at: here)
      return
    }
    if exhaustivity != .on {
      guard let index = log.received.firstIndex(where: { expectation.matches($0.action) }) else {
        fail(expectation.failure, at: here)
        return
      }
      if index > 0 { known = log.received[index - 1].after }
      log.received.removeFirst(index)
    }
    let (action, after) = log.received.removeFirst()
    guard expectation.matches(action) else {
      reportHelper("Received unexpected action: …\n\n\(expectation.unexpected(action))", at: here)
      known = after
      return
    }
    assertState(
      base: known, actual: after, updateStateToExpectedResult, skipUnchangedFailure: false,
      at: here)
  }

  /// A duration in seconds as TCA prints it: `1.0`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18)"
  }
}

extension ReceiveExpectation where Action: Equatable {
  /// Exactly `expected`.
  static func action(_ expected: Action) -> Self {
    Self(
      matches: { $0 == expected }, arrival: { $0 == expected },
      failure: """
        Expected to receive the following action, but didn't: …

          \(ActionDescription.describe(expected))
        """,
      unexpected: { received in
        ActionDescription.difference(expected: expected, received: received, label: "Received")
      })
  }
}

extension ReceiveExpectation {
  /// Any action `isMatching` accepts.
  static func predicate(_ isMatching: @escaping (Action) -> Bool) -> Self {
    Self(
      matches: isMatching, arrival: isMatching,
      failure: "Expected to receive an action matching predicate, but didn't get one.",
      unexpected: { "  \(ActionDescription.describe($0))" })
  }
}

extension ReceiveExpectation where Action: CasePathable {
  /// The case `casePath` names, whatever its payload.
  static func `case`<Value>(_ casePath: CaseKeyPath<Action, Value>) -> Self {
    let path = Action.allCasePaths[keyPath: casePath]
    return Self(
      matches: { path.extract(from: $0) != nil }, arrival: { path.extract(from: $0) != nil },
      failure: "Expected to receive an action matching case path, but didn't get one.",
      unexpected: { "  \(ActionDescription.describe($0))" })
  }

  /// The case `casePath` names, with the payload `value`.
  static func `case`<Value: Equatable>(_ casePath: CaseKeyPath<Action, Value>, _ value: Value)
    -> Self
  {
    let path = Action.allCasePaths[keyPath: casePath]
    return Self(
      matches: { path.extract(from: $0) == value }, arrival: { path.extract(from: $0) != nil },
      failure: "Expected to receive an action matching case path, but didn't get one.",
      unexpected: { received in
        guard path.extract(from: received) != nil else { return "  \(ActionDescription.describe(received))" }
        return ActionDescription.difference(
          expected: path.embed(value), received: received, label: "Actual")
      })
  }
}
