import ThirdPartyShim

// `receive` in each of TCA's spellings: an action (when actions are `Equatable`), a predicate,
// a case key path, or a case key path and its payload; each with a `Duration` timeout or with
// TCA's nanoseconds, and with the store's `timeout` when none is given.

extension TestStore where Action: Equatable {
  /// Asserts the next action an effect sent, by equality, and the state after it.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .action(expectedAction), timeout: TestTimeouts.nanoseconds(duration), updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect sent, by equality, and the state after it.
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .action(expectedAction), timeout: nanoseconds, updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Asserts the next action an effect sent, by a predicate: `receive { $0.is(\.response) }`.
  @_disfavoredOverload
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .predicate(isMatching), timeout: TestTimeouts.nanoseconds(duration), updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect sent, by a predicate: `receive { $0.is(\.response) }`.
  @_disfavoredOverload
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .predicate(isMatching), timeout: nanoseconds, updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore where Action: CasePathable {
  /// Asserts the next action an effect sent, by its case: `receive(\.delegate.finished)`.
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .case(actionCase), timeout: TestTimeouts.nanoseconds(duration), updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect sent, by its case: `receive(\.delegate.finished)`.
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .case(actionCase), timeout: nanoseconds, updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore where Action: CasePathable {
  /// Asserts the next action an effect sent, by its case and payload: `receive(\.response, 42)`.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .case(actionCase, value), timeout: TestTimeouts.nanoseconds(duration), updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next action an effect sent, by its case and payload: `receive(\.response, 42)`.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      .case(actionCase, value), timeout: nanoseconds, updateStateToExpectedResult,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
