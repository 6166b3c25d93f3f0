import ThirdPartyShim

extension TestStore {
  /// Checks the state a step produced (`actual`) against what the test's closure makes of the
  /// state it had accounted for (`base`), by TCA's rules, then accounts for `actual`.
  ///
  /// Exhaustive: the closure must turn `base` into `actual` exactly, and a closure that changes
  /// nothing fails (unless `skipUnchangedFailure`, as for `assert`). Non-exhaustive: the closure
  /// runs on `actual` and must leave it as it is; what it does not mention is not checked.
  func assertState(
    base: Snapshot,
    actual: Snapshot,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    skipUnchangedFailure: Bool,
    at here: SourceLocationInfo
  ) {
    defer { known = actual }
    let start = exhaustivity == .on ? base : actual
    let expected: Snapshot
    do {
      expected = try Self.applying(updateStateToExpectedResult, to: start)
    } catch {
      fail("Threw error: \(error)", at: here)
      return
    }
    if !Self.areEqual(expected, actual) {
      let heading =
        updateStateToExpectedResult == nil
        ? "State was not expected to change, but a change occurred"
        : "A state change does not match expectation"
      fail(Self.mismatch(heading, expected: expected, actual: actual), at: here)
    } else if exhaustivity == .on, !skipUnchangedFailure, updateStateToExpectedResult != nil,
      Self.areEqual(expected, base)
    {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """, at: here)
    }
  }

  /// The snapshot the closure makes of `start`: shared values read and written inside it are
  /// `start`'s copies, never the live references.
  static func applying(
    _ update: ((inout State) throws -> Void)?, to start: Snapshot
  ) throws -> Snapshot {
    guard let update else { return start }
    let (state, shared) = try SharedSnapshots.withValues(start.shared) {
      var state = start.state
      try update(&state)
      return state
    }
    return Snapshot(state: state, shared: shared)
  }

  /// Equal by the state's own `==`, and by the values of the shared references both hold.
  ///
  /// `==` alone cannot tell shared values apart: both states hold the same reference. So it is
  /// run with one side's shared values, which makes each shared field equal to itself, and the
  /// shared values are compared one by one next to it.
  static func areEqual(_ lhs: Snapshot, _ rhs: Snapshot) -> Bool {
    let sameState = SharedSnapshots.with(rhs.shared) { lhs.state == rhs.state }
    guard sameState else { return false }
    for (id, value) in lhs.shared {
      guard let other = rhs.shared[id] else { continue }
      if !ValueEquality.areEqual(value, other) { return false }
    }
    return true
  }

  /// A failed comparison: TCA's heading, then each difference, expected → actual.
  static func mismatch(_ heading: String, expected: Snapshot, actual: Snapshot) -> String {
    let expectedLines = SharedSnapshots.with(expected.shared) { StateDump.lines(expected.state) }
    let actualLines = SharedSnapshots.with(actual.shared) { StateDump.lines(actual.state) }
    var differences = StateDiff.lines(expected: expectedLines, actual: actualLines)
    if differences.isEmpty {
      // Unequal by `==`, yet alike field by field: a custom `==` or a value that dumps alike.
      differences = ["  (the states differ by ==, but every field reads the same)"]
    }
    return "\(heading): …\n\n" + differences.joined(separator: "\n") + "\n\n(Expected → Actual)"
  }

  /// `1 received action`, `2 received actions`.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

/// Compares two values of unknown type with their own `==`, or by their dumps when their type
/// is not `Equatable`: how the test store compares the shared values it has snapshotted.
enum ValueEquality {
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else {
      return StateDump.lines(lhs) == StateDump.lines(rhs)
    }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }
}
