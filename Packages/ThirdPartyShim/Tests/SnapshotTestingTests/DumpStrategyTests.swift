import Foundation
import ThirdPartyShim
import XCTest

@testable import SnapshotTesting

/// `.dump`: a tree of fields that is the same on every run, with identified elements by id.
final class DumpStrategyTests: XCTestCase {
  struct Book: Equatable, Identifiable {
    var id: Int
    var title: String
    var tags: Set<String> = []
  }
  enum Destination: Equatable {
    case editor(Book)
    case alert(title: String, count: Int)
    case none
  }
  struct State {
    var books: IdentifiedArrayOf<Book> = []
    var ratings: [String: Int] = [:]
    var destination: Destination = .none
    var selected: Book?
    var path = NavigationPath()
  }

  func dump(_ value: Any) throws -> String {
    try Snapshotting<Any, String>.dump.snapshot(value)
  }

  func testAStateIsATreeOfFieldsWithIdentifiedElementsByID() throws {
    let state = State(
      books: [Book(id: 42, title: "Dune", tags: ["spice", "desert"]), Book(id: 7, title: "Solaris")],
      ratings: ["solaris": 4, "dune": 5], destination: .alert(title: "Delete?", count: 2),
      selected: Book(id: 7, title: "Solaris"), path: NavigationPath(["list", "book"]))
    XCTAssertEqual(
      try dump(state),
      """
      books: [42, 7]
        [id: 42]:
          id: 42
          title: "Dune"
          tags: 2 elements
            [0]: "desert"
            [1]: "spice"
        [id: 7]:
          id: 7
          title: "Solaris"
          tags: 0 elements
      ratings: 2 entries
        ["dune"]: 5
        ["solaris"]: 4
      destination: .alert(…)
        title: "Delete?"
        count: 2
      selected:
        id: 7
        title: "Solaris"
        tags: 0 elements
      path: ["list", "book"]
      """)
  }

  func testAnEnumPayloadStandsUnderItsCaseAndAnEmptyOptionalIsNil() throws {
    XCTAssertEqual(
      try dump(State(destination: .editor(Book(id: 1, title: "Dune")))),
      """
      books: []
      ratings: 0 entries
      destination: .editor(…)
        id: 1
        title: "Dune"
        tags: 0 elements
      selected: nil
      path: []
      """)
  }

  func testALeafIsItsValueAlone() throws {
    XCTAssertEqual(try dump(42), "42")
    XCTAssertEqual(try dump("Dune"), "\"Dune\"")
    XCTAssertEqual(try dump(Destination.none), ".none")
  }

  func testSetsAndDictionariesDumpAlikeWhateverTheirOrder() throws {
    let words = (0..<50).map { "word\($0)" }
    let forward = Set(words)
    var backward = Set<String>(minimumCapacity: 200)
    for word in words.reversed() { backward.insert(word) }
    XCTAssertEqual(try dump(forward), try dump(backward))
    let byKey = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })
    var other: [String: Int] = [:]
    for (offset, word) in words.enumerated().reversed() { other[word] = offset }
    XCTAssertEqual(try dump(byKey), try dump(other))
  }

  final class Node {
    var name: String
    var next: Node?
    init(_ name: String) { self.name = name }
  }

  func testAClassThatHoldsItselfIsShownOnceThenAsACycle() throws {
    let node = Node("a")
    node.next = node
    XCTAssertEqual(try dump(node), "name: \"a\"\nnext: <cycle: Node>")
    let other = Node("b")
    other.next = Node("c")
    XCTAssertEqual(
      try dump([other, other]),
      "2 elements\n[0]:\n  name: \"b\"\n  next:\n    name: \"c\"\n    next: nil\n[1]:\n  name: \"b\"\n  next:\n    name: \"c\"\n    next: nil",
      "the same object twice side by side is no cycle")
  }

  func testMemoryAddressesAreLeftOut() throws {
    let object = Node("x")
    let text = try dump(["id": ObjectIdentifier(object)])
    XCTAssertEqual(text, "1 entry\n[\"id\"]: ObjectIdentifier(0x…)")
    XCTAssertEqual(try dump(UnsafeRawPointer(bitPattern: 0x7f3a_12c0_4e10)!), "0x…")
    XCTAssertEqual(try dump(["0x1f": 0x1f]), "1 entry\n[\"0x1f\"]: 31", "short hex is no address")
  }
}
