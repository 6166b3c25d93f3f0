import Foundation
import ThirdPartyShimTesting

/// Asserts that `value`, turned into text by `snapshotting`, matches the reference beside the
/// test file, and fails the current test (XCTest or Swift Testing) when it does not.
///
/// ```swift
/// let host = ViewHost(BookView(store: store))
/// assertSnapshot(of: host, as: .frame)                            // BookViewTests/testDelete.1.txt
/// try host.perform(.tap("Delete"))
/// assertSnapshot(of: host, as: .frame, named: "confirming")      // testDelete.confirming.txt
/// ```
///
/// The reference is `__Snapshots__/<TestFileName>/<testName>.<n>.txt` beside the test file,
/// `n` counting the test's unnamed assertions from 1. A missing one is recorded and the test
/// fails saying so (unless the record mode is `.never`, as on CI); a mismatch fails with a
/// unified diff, reference `−`, actual `+`, and the actual text written to a temporary file
/// the message names. See `SnapshotTestingConfiguration.Record` for the record modes.
///
/// - Parameters:
///   - value: The value to snapshot; an error it throws fails the assertion.
///   - snapshotting: The strategy: `.lines`, `.dump`, `.json`, `.frame`, or your own.
///   - name: Names the reference instead of numbering it.
///   - recording: The record mode for this assertion alone; `nil` for the scope's
///     (`withSnapshotTesting(record:)`), else `SNAPSHOT_TESTING_RECORD`, else `.missing`.
///   - fileID: The test file's id, for Swift Testing's failure location.
///   - filePath: The test file: its folder holds `__Snapshots__`.
///   - testName: The test's name, which names its references.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: recording, file: filePath,
    testName: testName)
  guard let failure else { return }
  TestIssues.report(
    failure, at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Compares `value` with its reference as `assertSnapshot` does, and returns the failure
/// message instead of failing the test (`nil` when it matches): for building other
/// assertions on it.
///
/// - Parameters:
///   - value: The value to snapshot; an error it throws is the failure.
///   - snapshotting: The strategy.
///   - name: Names the reference instead of numbering it.
///   - recording: The record mode for this comparison alone, as in `assertSnapshot`.
///   - snapshotDirectory: The folder of the reference instead of
///     `__Snapshots__/<TestFileName>` beside the test file.
///   - filePath: The test file.
///   - testName: The test's name, which names its references.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  file filePath: StaticString = #filePath,
  testName: String = #function
) -> String? {
  let location = SnapshotLocation(
    filePath: "\(filePath)", testName: testName, name: name,
    pathExtension: snapshotting.pathExtension, directory: snapshotDirectory)
  let mode: SnapshotTestingConfiguration.Record
  do {
    mode = try SnapshotTestingConfiguration.resolve(call: recording)
  } catch {
    return error.description
  }
  let actual: Format
  do {
    actual = try snapshotting.snapshot(try value())
  } catch {
    return "Could not snapshot the value for \(location.fileName): \(error)"
  }
  return SnapshotComparison(location: location, diffing: snapshotting.diffing, mode: mode)
    .verify(actual, testName: SnapshotLocation.sanitized(testName))
}
