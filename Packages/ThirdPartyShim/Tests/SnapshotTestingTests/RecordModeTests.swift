import Foundation
import XCTest

@testable import SnapshotTesting

/// Which references get written, by mode, and what each failure says. Every comparison here
/// writes into a folder of its own (`snapshotDirectory:`), never beside this file.
final class RecordModeTests: XCTestCase {
  var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
  }

  override func tearDown() {
    folder = nil
    TemporaryFolder.removeArtifacts(of: "RecordModeTests")
  }

  func verify(
    _ text: String, named name: String? = nil, record: SnapshotTestingConfiguration.Record?,
    testName: String = "testScreen()"
  ) -> String? {
    verifySnapshot(
      of: text, as: .lines, named: name, record: record, snapshotDirectory: folder.path,
      testName: testName)
  }

  /// The message with the folders replaced, so it reads the same on every machine.
  func scrubbed(_ message: String?) -> String? {
    message?.replacingOccurrences(of: folder.path, with: "<folder>")
      .replacingOccurrences(
        of: FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTesting").path,
        with: "<artifacts>")
  }

  func testAMissingReferenceIsRecordedAndTheAssertionFailsSayingSo() {
    let failure = verify("Dune", named: "book", record: .missing)
    XCTAssertEqual(
      scrubbed(failure),
      """
      No reference was found; recorded the snapshot to
        <folder>/testScreen.book.txt
      Look at it, check it in, and run "testScreen" again to compare against it.
      """)
    XCTAssertEqual(folder.contents("testScreen.book.txt"), "Dune\n")
    XCTAssertNil(verify("Dune", named: "book", record: .missing), "the recorded reference matches")
  }

  func testNeverRecordsNothingAndFailsOnAMissingReference() {
    let failure = verify("Dune", named: "book", record: .never)
    XCTAssertEqual(
      scrubbed(failure),
      """
      No reference at <folder>/testScreen.book.txt, and the record mode is never: nothing was recorded.
      The actual snapshot is in <artifacts>/RecordModeTests/testScreen.book.txt. Record it with \
      SNAPSHOT_TESTING_RECORD=missing, look at it, and check it in.
      """)
    XCTAssertEqual(folder.files, [])
  }

  func testNeverStillComparesAgainstAnExistingReference() throws {
    try folder.write("Dune\n", to: "testScreen.book.txt")
    XCTAssertNil(verify("Dune", named: "book", record: .never))
    XCTAssertNotNil(verify("Anathem", named: "book", record: .never))
    XCTAssertEqual(folder.contents("testScreen.book.txt"), "Dune\n", "never writes")
  }

  func testAllRecordsOverAMatchingReferenceAndStillFails() throws {
    try folder.write("Dune\n", to: "testScreen.book.txt")
    let failure = verify("Anathem", named: "book", record: .all)
    XCTAssertEqual(
      scrubbed(failure),
      """
      Record mode is all: recorded the snapshot to
        <folder>/testScreen.book.txt
      Turn recording off and run "testScreen" again to compare against it.
      """)
    XCTAssertEqual(folder.contents("testScreen.book.txt"), "Anathem\n")
    XCTAssertNotNil(verify("Anathem", named: "book", record: .all), "all fails even when equal")
  }

  func testFailedRecordsOnlyWhatDoesNotMatch() throws {
    try folder.write("Dune\n", to: "testScreen.book.txt")
    XCTAssertNil(verify("Dune", named: "book", record: .failed), "a match records nothing")
    let failure = verify("Anathem", named: "book", record: .failed)
    XCTAssertTrue(
      failure?.hasSuffix("Record mode is failed: recorded the actual snapshot over the reference.")
        == true, failure ?? "")
    XCTAssertEqual(folder.contents("testScreen.book.txt"), "Anathem\n")
    XCTAssertNotNil(verify("Solaris", named: "new", record: .failed), "a missing one is recorded")
    XCTAssertEqual(folder.contents("testScreen.new.txt"), "Solaris\n")
  }

  func testMissingDoesNotRecordOverAMismatch() throws {
    try folder.write("Dune\n", to: "testScreen.book.txt")
    XCTAssertNotNil(verify("Anathem", named: "book", record: .missing))
    XCTAssertEqual(folder.contents("testScreen.book.txt"), "Dune\n")
  }

  func testTheModeComesFromTheCallThenTheScopeThenTheEnvironment() throws {
    typealias Configuration = SnapshotTestingConfiguration
    let environment = ["SNAPSHOT_TESTING_RECORD": "never"]
    XCTAssertEqual(try Configuration.resolve(call: nil, scope: nil, environment: [:]), .missing)
    XCTAssertEqual(
      try Configuration.resolve(call: nil, scope: nil, environment: ["SNAPSHOT_TESTING_RECORD": ""]),
      .missing)
    XCTAssertEqual(try Configuration.resolve(call: nil, scope: nil, environment: environment), .never)
    XCTAssertEqual(
      try Configuration.resolve(call: nil, scope: nil, environment: ["SNAPSHOT_TESTING_RECORD": "All"]),
      .all)
    XCTAssertEqual(try Configuration.resolve(call: nil, scope: .failed, environment: environment), .failed)
    XCTAssertEqual(try Configuration.resolve(call: .all, scope: .failed, environment: environment), .all)
    XCTAssertThrowsError(
      try Configuration.resolve(call: nil, scope: nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "SNAPSHOT_TESTING_RECORD=yes is not a record mode; use one of all, failed, missing, never.")
    }
  }

  func testAScopeSetsTheModeOfTheAssertionsInsideIt() throws {
    withSnapshotTesting(record: .never) {
      XCTAssertEqual(SnapshotTestingConfiguration.current.record, .never)
      XCTAssertNotNil(verify("Dune", named: "book", record: nil))
      withSnapshotTesting {
        XCTAssertEqual(SnapshotTestingConfiguration.current.record, .never, "inherited")
      }
      withSnapshotTesting(record: .missing) {
        XCTAssertNotNil(verify("Dune", named: "book", record: nil))
      }
    }
    XCTAssertEqual(folder.files, ["testScreen.book.txt"], "only the inner scope recorded")
    XCTAssertNil(SnapshotTestingConfiguration.current.record)
  }

  func testAnAsyncScopeSetsTheModeAcrossSuspensions() async throws {
    let folder = try XCTUnwrap(self.folder)
    await withSnapshotTesting(record: .all) {
      await Task.yield()
      let failure = verifySnapshot(
        of: "Dune", as: .lines, named: "async", snapshotDirectory: folder.path,
        testName: "testScreen()")
      XCTAssertTrue(failure?.hasPrefix("Record mode is all") == true, failure ?? "")
    }
    XCTAssertEqual(folder.contents("testScreen.async.txt"), "Dune\n")
  }

  func testAReferenceThatCannotBeWrittenIsAFailureNamingIt() throws {
    try folder.write("not a folder", to: "blocked")
    let failure = verifySnapshot(
      of: "Dune", as: .lines, named: "book", record: .missing,
      snapshotDirectory: folder.file("blocked").path, testName: "testScreen()")
    XCTAssertTrue(
      failure?.hasPrefix("Could not record the snapshot to \(folder.path)/blocked/testScreen.book.txt: ")
        == true, failure ?? "")
  }
}
