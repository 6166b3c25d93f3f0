import Foundation

/// How snapshot assertions behave within a scope: set by `withSnapshotTesting(record:)`,
/// read by every `assertSnapshot` inside it.
public struct SnapshotTestingConfiguration: Sendable {
  /// When an assertion writes its reference instead of only comparing against it.
  ///
  /// Whatever the mode, an assertion that records fails, saying which file it wrote: a
  /// recorded snapshot is something to look at and check in, never a silent pass.
  public enum Record: String, Sendable, CaseIterable {
    /// Records every snapshot, over its reference: to re-record after an intended change.
    case all
    /// Records the snapshots that do not match (or have no reference), over their reference.
    case failed
    /// Records only snapshots with no reference yet; the default.
    case missing
    /// Records nothing: a missing reference is a failure. What CI runs with.
    case never
  }

  /// The record mode, or `nil` to leave it to the enclosing scope.
  public var record: Record?

  /// A configuration; `nil` leaves a setting to the enclosing scope.
  public init(record: Record? = nil) {
    self.record = record
  }

  /// The configuration of the current scope.
  @TaskLocal static var current = SnapshotTestingConfiguration()

  /// The environment variable that sets the record mode for a whole run:
  /// `SNAPSHOT_TESTING_RECORD=all swift test --package-path …` re-records every reference.
  static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

  /// The mode an assertion runs with: its own argument, else the innermost scope's, else the
  /// environment's, else `.missing`. Throws for an environment value that is no mode, naming
  /// the variable and the modes, rather than guessing.
  static func resolve(
    call: Record?, scope: Record? = current.record,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(InvalidRecordMode) -> Record {
    if let call { return call }
    if let scope { return scope }
    guard let raw = environment[environmentVariable], !raw.isEmpty else { return .missing }
    guard let mode = Record(rawValue: raw.lowercased()) else { throw InvalidRecordMode(value: raw) }
    return mode
  }
}

/// An environment value that names no record mode.
struct InvalidRecordMode: Error, CustomStringConvertible {
  let value: String
  var description: String {
    let modes = SnapshotTestingConfiguration.Record.allCases.map(\.rawValue).joined(separator: ", ")
    return
      "\(SnapshotTestingConfiguration.environmentVariable)=\(value) is not a record mode; use one of \(modes)."
  }
}

/// Runs `operation` with snapshot assertions recording as `record` says, unless an assertion
/// passes its own `record:`.
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///   assertSnapshot(of: host, as: .frame)   // re-recorded
/// }
/// ```
///
/// An XCTest case can wrap every test by overriding `invokeTest()` and calling
/// `super.invokeTest()` inside it.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil, operation: () throws -> R
) rethrows -> R {
  try SnapshotTestingConfiguration.$current.withValue(
    SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current.record),
    operation: operation)
}

/// `withSnapshotTesting(record:operation:)` for an operation that suspends.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotTestingConfiguration.$current.withValue(
    SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current.record),
    operation: operation)
}
