import ThirdPartyShim

extension TestStore {
  /// Sends an action and asserts the state after it: the closure gets the state before the
  /// action and must make it the state after (`{ $0.count = 1 }`); no closure means no change.
  ///
  /// Received actions not yet asserted fail an exhaustive store and stay to be received; a
  /// non-exhaustive store drops them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let here = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    let description = "send(\(ActionDescription.describe(action)))"
    if !log.received.isEmpty {
      reportHelper(
        """
        Must handle \(Self.count(log.received.count, "received action")) before sending an \
        action: …

        Unhandled actions: \(ActionDescription.list(log.received.map(\.action)))
        """, at: here)
    }
    if exhaustivity != .on {
      if let last = log.received.last { known = last.after }
      log.received.removeAll()
    }
    log.afterSend = nil
    let recorder = TestIssues.recorder(at: here, prefix: "Runtime warning: ")
    let task = withStoreReporters {
      TestIssueRecorder.$current.withValue(recorder) { core.send(.send(action)) }
    }
    if let task {
      let record = SendRecord(location: here)
      sends.removeAll { $0.isFinished }
      sends.append(record)
      Task { @MainActor in
        await task.value
        record.isFinished = true
      }
    }
    let storeTask = TestStoreTask(rawValue: task, action: description, timeout: timeout)
    guard let after = log.afterSend else {
      fail("The action \(description) was not reduced: the store is busy.", at: here)
      return storeTask
    }
    assertState(
      base: known, actual: after, updateStateToExpectedResult, skipUnchangedFailure: false, at: here)
    await Self.settle()
    return storeTask
  }

  /// Asserts the current state, including shared values changed outside any action (by an
  /// effect, say), against what the closure makes of the last asserted state.
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertState(
      base: known, actual: Snapshot(known.state), updateStateToExpectedResult,
      skipUnchangedFailure: true,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore where Action: CasePathable {
  /// Sends the case a key path names, for a case without a payload: `send(\.view.tap)`.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.allCasePaths[keyPath: action].embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends the case a key path names with its payload: `send(\.view.rename, "Dune")`.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.allCasePaths[keyPath: action].embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
