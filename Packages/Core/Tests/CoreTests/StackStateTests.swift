import Core
import XCTest

/// `StackState`'s own editing, apart from the stack `forEach` that usually drives it
/// (`make mutants` found `removeAll()` untested).
final class StackStateTests: XCTestCase {
  func testRemoveAllEmptiesItAndTheNextStateGetsAnIDNotUsedBefore() {
    var states: StackState<String> = ["Dune", "Anathem"]
    let before = states.ids
    states.removeAll()
    XCTAssertTrue(states.isEmpty)
    XCTAssertEqual(states.ids, [])
    states.append("Dune")
    XCTAssertEqual(Array(states), ["Dune"])
    XCTAssertFalse(before.contains(states.ids[0]), "ids are never reused by one collection")
  }
}
