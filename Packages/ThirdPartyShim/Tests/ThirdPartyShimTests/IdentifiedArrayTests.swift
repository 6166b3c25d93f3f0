import XCTest

@testable import ThirdPartyShim

final class IdentifiedArrayTests: XCTestCase {
  struct Item: Equatable, Identifiable {
    let id: Int
    var name: String
  }

  func testOrderIsKeptAndIdsAreUnique() {
    var items: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    items.append(Item(id: 1, name: "A"))
    XCTAssertEqual(items.ids, [1, 2], "appending a present id replaces it where it stands")
    XCTAssertEqual(items[id: 1]?.name, "A")
    items[id: 3] = Item(id: 3, name: "c")
    XCTAssertEqual(items.map(\.name), ["A", "b", "c"])
    items[id: 2] = nil
    XCTAssertEqual(items.ids, [1, 3])
    XCTAssertEqual(items.remove(id: 3)?.name, "c")
    XCTAssertNil(items.remove(id: 3))
    items.removeAll()
    XCTAssertTrue(items.isEmpty)
  }

  func testMembershipCountsComingsAndGoingsNotEdits() {
    var items: IdentifiedArrayOf<Item> = []
    let empty = items._membership
    items.append(Item(id: 1, name: "a"))
    let one = items._membership
    XCTAssertNotEqual(one, empty)
    items[id: 1]?.name = "b"
    items.append(Item(id: 1, name: "c"))
    XCTAssertEqual(items._membership, one, "an edit in place is not a membership change")
    items.remove(id: 1)
    XCTAssertNotEqual(items._membership, one)
  }

  func testChangesSinceAMarkAreWhatCameAndWentInOrder() {
    var items: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    let mark = items._membership
    XCTAssertEqual(items._changes(since: mark).removed, [])
    items.append(Item(id: 3, name: "c"))
    items.remove(id: 1)
    items.append(Item(id: 4, name: "d"))
    items.remove(id: 4)
    items.remove(id: 2)
    items.append(Item(id: 2, name: "B"))
    items[id: 3]?.name = "C"
    let changes = items._changes(since: mark)
    XCTAssertEqual(changes.removed, [1, 2], "1 went; 2 went and a new 2 came; 4 came and went")
    XCTAssertEqual(changes.inserted, [3, 2], "in the order they now stand")
    items._clearChanges()
    XCTAssertFalse(items._hasChanges)
    let later = items._membership
    items.removeAll()
    XCTAssertEqual(items._changes(since: later).removed.sorted(), [2, 3])
  }

  func testEqualityIsElementsInOrder() {
    let a: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    var b: IdentifiedArrayOf<Item> = [Item(id: 2, name: "b")]
    XCTAssertNotEqual(a, b)
    b = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, [Item(id: 2, name: "b"), Item(id: 1, name: "a")])
  }
}
