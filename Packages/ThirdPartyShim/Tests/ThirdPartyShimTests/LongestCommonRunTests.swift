import XCTest

@testable import ThirdPartyShimTesting

/// The one longest-common-run table the stack alignment and the snapshot line diff share:
/// which pairs it takes, and which of two equally long runs.
final class LongestCommonRunTests: XCTestCase {
  func testOfTwoEqualRunsTheEarlierExpectedScreenIsDropped() {
    XCTAssertEqual(
      longestCommonRun([["a"], ["b"]], [["b"], ["a"]]).map { [$0.0, $0.1] }, [[1, 0]])
    XCTAssertEqual(
      longestCommonRun([["a"]], [["b"], ["b"], ["a"]]).map { [$0.0, $0.1] }, [[0, 2]])
    func run(_ lhs: [String], _ rhs: [String]) -> [[Int]] {
      longestCommonRun(lhs.map { [$0] }, rhs.map { [$0] }).map { [$0.0, $0.1] }
    }
    XCTAssertEqual(run(["a", "a"], ["b", "a", "a"]), [[0, 1], [1, 2]])
    XCTAssertEqual(run(["a", "a"], ["b", "a"]), [[1, 1]], "the later of two equal screens pairs")
    XCTAssertEqual(run(["a", "b", "a"], ["c", "a"]), [[2, 1]])
    XCTAssertEqual(longestCommonRun([], [["a"]]).count, 0)
    XCTAssertEqual(longestCommonRun([["a"]], []).count, 0)
    XCTAssertEqual(
      longestCommonRun([["a"], ["b"], ["c"]], [["a"], ["c"]]).map { [$0.0, $0.1] },
      [[0, 0], [2, 1]])
  }
}
