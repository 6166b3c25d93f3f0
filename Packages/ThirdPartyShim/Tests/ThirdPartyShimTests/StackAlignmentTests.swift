import ThirdPartyShim
import XCTest

@testable import ThirdPartyShimTesting

/// How an expected stack's screens are paired with the actual stack's: by value in order,
/// the rest by position between, leftovers keeping their ids (marked where the store uses them).
final class StackAlignmentTests: XCTestCase {
  func testEqualScreensArePairedInOrderAndTheRestByPosition() {
    let renamed = StackAlignment.rename(
      ["#0", "#1", "#2"], [["a"], ["x"], ["c"]], to: ["#0", "#4", "#5"], [["a"], ["y"], ["c"]])
    XCTAssertEqual(renamed, ["#0": "#0", "#1": "#4", "#2": "#5"])
  }

  func testALeftoverKeepsItsIdUnlessTheStoreUsesIt() {
    // Expected P, Q, M; actual M (#5) then R (#0): M pairs with M, P and Q are left over
    // before it, R is an extra after it, and #0 is R's, so P's #0 is marked.
    let renamed = StackAlignment.rename(
      ["#0", "#1", "#2"], [["p"], ["q"], ["m"]], to: ["#5", "#0"], [["m"], ["r"]])
    XCTAssertEqual(renamed, ["#0": "#0 (expected)", "#1": "#1", "#2": "#5"])
  }

  func testAnElementsLinesAreRelativeToItAndANeighbourWithALongerIdIsNotIncluded() {
    let lines = StateDump.lines(Holder())
    XCTAssertEqual(
      StackAlignment.elements(of: "screens", ["1", "10"], in: lines),
      [["={name: \"a\"}", ".name=\"a\""], ["={name: \"b\"}", ".name=\"b\""]])
  }

  struct Holder {
    var screens = Stack(entries: [(1, Screen(name: "a")), (10, Screen(name: "b"))])
  }
  struct Screen {
    var name: String
  }
  /// Labelled by its own numbering, not its screens' ids: paired by value, as a stack is.
  struct Stack: CustomReflectable {
    var entries: [(Int, Screen)]
    var customMirror: Mirror {
      Mirror(
        self, children: entries.map { (label: "\($0.0)", value: $0.1 as Any) }, displayStyle: .collection)
    }
  }
}
