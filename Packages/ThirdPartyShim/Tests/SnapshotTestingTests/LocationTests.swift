import Foundation
import ThirdPartyShimTesting
import XCTest

@testable import SnapshotTesting

/// Where references live and how they are named: beside the test file, numbered per test.
final class LocationTests: XCTestCase {
  func testAReferenceLivesBesideTheTestFileInAFolderNamedAfterIt() {
    let counter = SnapshotCounter()
    let location = SnapshotLocation(
      filePath: "/repo/Packages/Book/Tests/BookTests/BookViewTests.swift",
      testName: "testDeleteAlert()", name: nil, pathExtension: "txt", counter: counter)
    XCTAssertEqual(
      location.file.path,
      "/repo/Packages/Book/Tests/BookTests/__Snapshots__/BookViewTests/testDeleteAlert.1.txt")
    XCTAssertEqual(location.testFileName, "BookViewTests")
  }

  func testUnnamedAssertionsAreNumberedPerTestAndNamedOnesAreNot() {
    let counter = SnapshotCounter()
    func name(_ test: String, _ name: String? = nil) -> String {
      SnapshotLocation(
        filePath: "/t/FlowTests.swift", testName: test, name: name, pathExtension: "txt",
        counter: counter
      ).fileName
    }
    XCTAssertEqual(name("testA()"), "testA.1.txt")
    XCTAssertEqual(name("testA()", "alert shown"), "testA.alert-shown.txt")
    XCTAssertEqual(name("testA()"), "testA.2.txt")
    XCTAssertEqual(name("testB()"), "testB.1.txt")
    XCTAssertEqual(name("testA()"), "testA.3.txt")
  }

  func testNamesAreMadeSafeForFileNames() {
    XCTAssertEqual(SnapshotLocation.sanitized("testBuy()"), "testBuy")
    XCTAssertEqual(SnapshotLocation.sanitized("payment failed / retry"), "payment-failed-retry")
    XCTAssertEqual(SnapshotLocation.sanitized("__init__"), "__init__")
    XCTAssertEqual(SnapshotLocation.sanitized("Größe 2"), "Größe-2")
    XCTAssertEqual(SnapshotLocation.sanitized("(x)"), "x")
    let json = SnapshotLocation(
      filePath: "/t/A.swift", testName: "t()", name: "n", pathExtension: "json", counter: SnapshotCounter())
    XCTAssertEqual(json.fileName, "t.n.json")
    let bare = SnapshotLocation(
      filePath: "/t/A.swift", testName: "t()", name: "n", pathExtension: nil, counter: SnapshotCounter())
    XCTAssertEqual(bare.fileName, "t.n")
  }

  func testTheActualTextOfAFailureGoesToTheArtifactsFolderOrTheTemporaryOne() {
    let location = SnapshotLocation(
      filePath: "/t/FlowTests.swift", testName: "testA()", name: "x", pathExtension: "txt",
      counter: SnapshotCounter())
    XCTAssertEqual(
      location.artifact(environment: ["SNAPSHOT_ARTIFACTS": "/ci/artifacts"]).path,
      "/ci/artifacts/FlowTests/testA.x.txt")
    XCTAssertEqual(
      location.artifact(environment: ["SNAPSHOT_ARTIFACTS": ""]).path,
      FileManager.default.temporaryDirectory.path + "/SnapshotTesting/FlowTests/testA.x.txt")
  }

  /// The checked-in reference beside this file (`__Snapshots__/LocationTests/…`), found from
  /// `#filePath` whether the tests run from the repository root or from this package.
  func testAssertSnapshotFindsItsReferenceBesideThisFile() {
    let failures = collectIssuesSynchronously {
      assertSnapshot(of: "found beside the test file", as: .lines, record: .never)
      assertSnapshot(of: ["numbered": 2], as: .dump, record: .never)
    }
    XCTAssertEqual(failures, [])
  }

  func testAssertSnapshotReportsAMismatchAsATestFailure() throws {
    // Put back as it was, should a broken build of the module record over it (a mutant).
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "__Snapshots__/LocationTests/testAssertSnapshotReportsAMismatchAsATestFailure.recorded.txt")
    let original = try Data(contentsOf: reference)
    defer { try? original.write(to: reference) }
    defer { TemporaryFolder.removeArtifacts(of: "LocationTests") }
    let failures = collectIssuesSynchronously {
      assertSnapshot(of: "not what was recorded", as: .lines, named: "recorded", record: .never)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.contains("−recorded text\n+not what was recorded") == true,
      failures.first ?? "")
  }
}
