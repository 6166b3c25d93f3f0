import Core
import XCTest

/// `RouteStackState`'s own editing, apart from the stack `forEach` that usually drives it
/// (`make mutants` found `removeAll()`, `removeLast(_:)`, `removeFirst(_:)` and removing by id
/// untested).
final class StackStateTests: XCTestCase {
  func testRemoveAllEmptiesItAndTheNextStateGetsAnIDNotUsedBefore() {
    var states: RouteStackState<String> = ["Dune", "Anathem"]
    let before = states.ids
    states.removeAll()
    XCTAssertTrue(states.isEmpty)
    XCTAssertEqual(states.ids, [])
    states.append("Dune")
    XCTAssertEqual(Array(states), ["Dune"])
    XCTAssertFalse(before.contains(states.ids[0]), "ids are never reused by one collection")
  }

  func testAssigningNilByIDRemovesThatScreenAndAGoneIDIsLeftAlone() {
    var states: RouteStackState<String> = ["Dune", "Anathem", "Hyperion"]
    let ids = states.ids
    states[id: ids[1]] = nil
    XCTAssertEqual(Array(states), ["Dune", "Hyperion"])
    XCTAssertEqual(states.ids, [ids[0], ids[2]])
    XCTAssertNil(states[id: ids[1]])
    states[id: ids[1]] = "Anathem"
    XCTAssertEqual(Array(states), ["Dune", "Hyperion"], "a screen that is gone does not come back")
    states[id: ids[2]] = "Ilium"
    XCTAssertEqual(Array(states), ["Dune", "Ilium"])
  }

  func testRemoveLastCountTakesTheTopScreensOnly() {
    var states: RouteStackState<String> = ["Dune", "Anathem", "Hyperion"]
    let ids = states.ids
    states.removeLast(2)
    XCTAssertEqual(Array(states), ["Dune"])
    XCTAssertEqual(states.ids, [ids[0]])
    XCTAssertEqual(states.removeLast(), "Dune")
    XCTAssertTrue(states.isEmpty)
  }

  func testRemoveFirstCountTakesTheBottomScreensAndTheOthersKeepTheirIDs() {
    var states: RouteStackState<String> = ["Dune", "Anathem", "Hyperion"]
    let ids = states.ids
    states.removeFirst(1)
    XCTAssertEqual(Array(states), ["Anathem", "Hyperion"])
    XCTAssertEqual(states.ids, [ids[1], ids[2]])
    XCTAssertEqual(states[id: ids[2]], "Hyperion")
  }

  func testRemoveAllWhereTakesEveryMatchAndKeepsTheRest() {
    var states: RouteStackState<String> = ["Dune", "Anathem", "Dune"]
    let ids = states.ids
    states.removeAll { $0 == "Dune" }
    XCTAssertEqual(Array(states), ["Anathem"])
    XCTAssertEqual(states.ids, [ids[1]])
  }
}
