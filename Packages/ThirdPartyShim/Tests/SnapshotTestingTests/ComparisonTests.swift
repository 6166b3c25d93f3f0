import Foundation
import ThirdPartyShimTesting
import XCTest

@testable import SnapshotTesting

/// What a comparison accepts as equal, what a mismatch prints, and how a reference that
/// cannot be read fails.
final class ComparisonTests: XCTestCase {
  var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
  }

  override func tearDown() {
    folder = nil
    TemporaryFolder.removeArtifacts(of: "ComparisonTests")
  }

  func verify(_ text: String, record: SnapshotTestingConfiguration.Record = .never) -> String? {
    verifySnapshot(
      of: text, as: .lines, named: "screen", record: record, snapshotDirectory: folder.path,
      testName: "testCompare()")
  }

  var artifacts: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTesting")
      .appendingPathComponent("ComparisonTests")
  }

  func testAMismatchPrintsAUnifiedDiffAndWritesTheActualTextToTheFileItNames() throws {
    try folder.write(
      "≡ Dune\n  toolbar: [Edit]\n  Spice\n  [Delete] (destructive)\n  [Buy a copy]\ngestures: tap Edit\n",
      to: "testCompare.screen.txt")
    let actual =
      "≡ Dune\n  toolbar: [Edit]\n  Spice\n  [Remove] (destructive)\n  [Buy a copy]\ngestures: tap Edit"
    let failure = try XCTUnwrap(verify(actual))
    let artifact = artifacts.appendingPathComponent("testCompare.screen.txt")
    XCTAssertEqual(
      failure.replacingOccurrences(of: folder.path, with: "<folder>")
        .replacingOccurrences(of: artifact.path, with: "<artifact>"),
      """
      Snapshot does not match the reference (− reference, + actual):
        − <folder>/testCompare.screen.txt
        + <artifact>

      @@ −1,6 +1,6 @@
       ≡ Dune
         toolbar: [Edit]
         Spice
      −  [Delete] (destructive)
      +  [Remove] (destructive)
         [Buy a copy]
       gestures: tap Edit
      """)
    XCTAssertEqual(try String(contentsOf: artifact, encoding: .utf8), actual + "\n")
  }

  func testLineEndingsAndTrailingWhitespaceDoNotCount() throws {
    try folder.write("≡ Dune  \r\n  Spice\t\r\n\r\n\n", to: "testCompare.screen.txt")
    XCTAssertNil(verify("≡ Dune\n  Spice"))
    XCTAssertNil(verify("≡ Dune\r  Spice   \n"))
    XCTAssertNotNil(verify("≡ Dune\n Spice"), "leading whitespace counts")
    XCTAssertNotNil(verify("≡ Dune\n\n  Spice"), "an empty line inside counts")
  }

  func testARecordedReferenceIsNormalisedWithOneFinalNewline() {
    _ = verify("≡ Dune   \r\n  Spice\n\n\n", record: .all)
    XCTAssertEqual(folder.contents("testCompare.screen.txt"), "≡ Dune\n  Spice\n")
  }

  func testAReferenceThatIsNotUTF8IsAFailureNamingTheFile() throws {
    try Data([0x44, 0x75, 0xFF, 0xFE, 0x6E]).write(to: folder.file("testCompare.screen.txt"))
    let failure = try XCTUnwrap(verify("Dune"))
    let reference = folder.file("testCompare.screen.txt").path
    let artifact = artifacts.appendingPathComponent("testCompare.screen.txt").path
    XCTAssertEqual(
      failure,
      """
      Cannot read the reference \(reference): it is not UTF-8 text. The actual snapshot is in \
      \(artifact). Fix or delete the file, or record over it with SNAPSHOT_TESTING_RECORD=failed.
      """)
    XCTAssertEqual(
      try Data(contentsOf: folder.file("testCompare.screen.txt")), Data([0x44, 0x75, 0xFF, 0xFE, 0x6E]),
      "left as it was")
  }

  func testAnUnreadableReferenceIsRecordedOverInFailedMode() throws {
    try Data([0xFF]).write(to: folder.file("testCompare.screen.txt"))
    let failure = try XCTUnwrap(verify("Dune", record: .failed))
    XCTAssertTrue(failure.hasSuffix("Record mode is failed: recorded the snapshot over it."), failure)
    XCTAssertEqual(folder.contents("testCompare.screen.txt"), "Dune\n")
  }

  func testAReferenceThatIsAFolderIsAFailureNamingIt() throws {
    try FileManager.default.createDirectory(
      at: folder.file("testCompare.screen.txt"), withIntermediateDirectories: true)
    let failure = try XCTUnwrap(verify("Dune"))
    XCTAssertTrue(
      failure.hasPrefix("Cannot read the reference \(folder.path)/testCompare.screen.txt: "), failure)
    XCTAssertFalse(failure.contains("Optional"), failure)
  }

  func testAValueThatThrowsIsAFailureNotACrash() {
    struct Offline: Error {}
    let failure = verifySnapshot(
      of: try { () throws -> String in throw Offline() }(), as: .lines, named: "screen",
      record: .missing, snapshotDirectory: folder.path, testName: "testCompare()")
    XCTAssertEqual(failure, "Could not snapshot the value for testCompare.screen.txt: Offline()")
    XCTAssertEqual(folder.files, [])
  }

  func testAnInvalidRecordModeInTheEnvironmentIsAFailure() {
    XCTAssertEqual(
      InvalidRecordMode(value: "sometimes").description,
      "SNAPSHOT_TESTING_RECORD=sometimes is not a record mode; use one of all, failed, missing, never.")
  }
}
