import Foundation
import ThirdPartyShim

extension TestStore {
  /// Accepts every action received so far without asserting them: `state` becomes the state
  /// the last one left. Strict (the default), it fails when there is nothing to skip, so a
  /// test that skips says that something was received.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Self.settle()
    guard let last = log.received.last else {
      if strict {
        fail(
          "There were no received actions to skip.",
          at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return
    }
    known = last.after
    log.received.removeAll()
  }

  /// Stops tracking the effects running now: they may go on (and what they send must still be
  /// received), but the test no longer has to wait for them to end. Strict (the default), it
  /// fails when no effect is running.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Self.settle()
    let running = runningSends()
    guard !running.isEmpty else {
      if strict {
        fail(
          "There were no in-flight effects to skip.",
          at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return
    }
    for send in sends { send.isSkipped = true }
    skippedUntracked = core.inFlightCount
  }

  /// Waits for every tracked effect to finish, at most `timeout`, then checks what an
  /// exhaustive store checks at the end of a test: no action left unreceived, no shared
  /// change left unasserted.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: TestTimeouts.nanoseconds(duration), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Waits for every tracked effect to finish, at most `timeout` nanoseconds (the store's
  /// `timeout` when none is given), then checks the end of the test as `deinit` would.
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let here = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    let bound = TestTimeouts.scaled(self.bound(nanoseconds))
    let deadline = ContinuousClock.now.advanced(by: bound)
    await Self.settle()
    while !runningSends().isEmpty {
      guard ContinuousClock.now < deadline else {
        reportHelper(
          """
          Expected effects to finish, but there are still effects in-flight after \
          \(Self.seconds(bound)) seconds.

          If an effect waits on a clock, advance the test clock so that it can end; if it \
          waits on real work, pass a longer "timeout"; if it runs until cancelled, send the \
          action that cancels it.
          """, at: here)
        break
      }
      try? await Task.sleep(for: .milliseconds(1))
      await Self.settle()
    }
    reportUnreceivedActions(at: here)
    reportUnassertedSharedChanges(at: here)
  }

  /// The sends whose effects still run and are tracked; one standing for the whole store when
  /// effects run that no tracked send accounts for (started by received actions).
  func runningSends() -> [SendRecord] {
    let inFlight = core.inFlightCount
    skippedUntracked = min(skippedUntracked, inFlight)
    guard inFlight > 0 else { return [] }
    let running = sends.filter { !$0.isFinished && !$0.isSkipped }
    if !running.isEmpty { return running }
    return inFlight > skippedUntracked ? [SendRecord(location: location)] : []
  }

  /// Fails an exhaustive store that still holds received actions.
  func reportUnreceivedActions(at here: SourceLocationInfo) {
    guard !log.received.isEmpty else { return }
    let actions = log.received.map { "    • \(ActionDescription.describe($0.action))" }
    reportHelper(
      """
      The store received \(Self.count(log.received.count, "unexpected action")) by the end of \
      this test: …

        Unhandled actions:
      \(actions.joined(separator: "\n"))
      """, at: here)
  }

  /// Fails an exhaustive store whose shared values changed after the last assertion (in an
  /// effect, say) without the test asserting them.
  func reportUnassertedSharedChanges(at here: SourceLocationInfo) {
    let live = Snapshot(known.state)
    guard !Self.areEqual(known, live) else { return }
    let difference = Self.mismatch(
      "Test store completed before asserting against changes to shared state", expected: known,
      actual: live)
    reportHelper(
      difference + """


        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """, at: here)
  }

  static var effectStillRunningMessage: String {
    """
    An effect returned for this action is still running. It must complete before the end of \
    the test. …

    Let it end before the test does: advance the test clock it waits on, "await \
    store.finish()", or send the action that cancels it. If the test does not care about it, \
    "await store.skipInFlightEffects()", or use a non-exhaustive store: \
    "store.exhaustivity = .off".
    """
  }
}
