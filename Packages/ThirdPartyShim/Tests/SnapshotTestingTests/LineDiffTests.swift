import XCTest

@testable import SnapshotTesting

/// The unified diff a mismatch prints: hunks with three lines of context, `−` reference,
/// `+` actual, headers counting each side's lines.
final class LineDiffTests: XCTestCase {
  let ten = (1...10).map { "line \($0)" }

  func testAChangedLineIsOneRemovalAndOneAdditionInContext() {
    var actual = ten
    actual[4] = "line five"
    XCTAssertEqual(
      LineDiff.unified(ten, actual),
      """
      @@ −2,7 +2,7 @@
       line 2
       line 3
       line 4
      −line 5
      +line five
       line 6
       line 7
       line 8
      """)
  }

  func testChangesFarApartAreSeparateHunksAndNearOnesOneHunk() {
    var apart = ten
    apart[0] = "first"
    apart[9] = "last"
    XCTAssertEqual(
      LineDiff.unified(ten, apart),
      """
      @@ −1,4 +1,4 @@
      −line 1
      +first
       line 2
       line 3
       line 4
      @@ −7,4 +7,4 @@
       line 7
       line 8
       line 9
      −line 10
      +last
      """)
    var near = ten
    near[2] = "three"
    near[7] = "eight"
    XCTAssertEqual(LineDiff.hunks(LineDiff.edits(ten, near), context: 3), [0..<12])
  }

  func testAnInsertedLineIsOneAdditionNotEveryLaterLineChanged() {
    var actual = ten
    actual.insert("new", at: 5)
    XCTAssertEqual(
      LineDiff.unified(ten, actual, context: 1),
      """
      @@ −5,2 +5,3 @@
       line 5
      +new
       line 6
      """)
  }

  func testAllRemovedOrAllAddedCountsTheEmptySideAsDiffDoes() {
    XCTAssertEqual(LineDiff.unified(["a", "b"], []), "@@ −1,2 +0,0 @@\n−a\n−b")
    XCTAssertEqual(LineDiff.unified([], ["a"]), "@@ −0,0 +1,1 @@\n+a")
    XCTAssertEqual(LineDiff.unified(["a"], ["a"]), "")
  }

  func testTheMiddleIsComparedLineByLineSharingWhatItCan() {
    XCTAssertEqual(
      LineDiff.edits(["x", "a", "b", "c", "y"], ["x", "b", "d", "c", "e", "y"]),
      [.same("x"), .removed("a"), .same("b"), .added("d"), .same("c"), .added("e"), .same("y")])
  }

  func testAHugeMiddleIsReportedWholeRatherThanComparedForever() {
    let before = (0..<1_100).map { "a\($0)" }
    let after = (0..<1_100).map { "b\($0)" }
    let edits = LineDiff.edits(["top"] + before + ["end"], ["top"] + after + ["end"])
    XCTAssertEqual(edits.count, 2_202)
    XCTAssertEqual(edits[1], .removed("a0"))
    XCTAssertEqual(edits[1_101], .added("b0"))
    XCTAssertEqual(edits.last, .same("end"))
  }

  func testHunksThatTouchAreOneHunk() {
    var actual = ten
    actual[0] = "first"
    actual[7] = "eighth"
    // Change 1 shows lines 1–4, change 8 lines 5–10: touching, so one hunk.
    XCTAssertEqual(LineDiff.hunks(LineDiff.edits(ten, actual), context: 3), [0..<12])
    actual[7] = "line 8"
    actual[8] = "ninth"
    XCTAssertEqual(LineDiff.hunks(LineDiff.edits(ten, actual), context: 3), [0..<5, 6..<12])
  }

  func testOfTwoEqualChoicesTheReferenceLineGoesFirst() {
    XCTAssertEqual(LineDiff.edits(["a", "b"], ["b", "a"]), [.removed("a"), .same("b"), .added("a")])
    XCTAssertEqual(LineDiff.edits(["a"], ["b"]), [.removed("a"), .added("b")])
  }

  func testTheLongestSharedRunIsKeptWhereverItStands() {
    XCTAssertEqual(
      LineDiff.edits(["a", "b"], ["b", "a", "a"]), [.removed("a"), .same("b"), .added("a"), .added("a")])
    XCTAssertEqual(
      LineDiff.edits(["a", "b", "c"], ["c", "a"]), [.removed("a"), .removed("b"), .same("c"), .added("a")])
    XCTAssertEqual(
      LineDiff.edits(["a", "a"], ["b", "a", "b"]), [.removed("a"), .added("b"), .same("a"), .added("b")])
  }

  func testAMiddleOfAMillionPairsIsStillComparedLineByLine() {
    let shared = "the line both keep"
    let before = (0..<999).map { "a\($0)" } + [shared]
    let after = [shared] + (0..<999).map { "b\($0)" }
    XCTAssertTrue(LineDiff.edits(before, after).contains(.same(shared)), "1,000 × 1,000")
    let longer = LineDiff.edits(before + ["a-extra"], after)
    XCTAssertFalse(longer.contains(.same(shared)), "1,001 × 1,000: reported whole")
  }
}
