import ThirdPartyShim
import XCTest

@testable import ThirdPartyShimTesting

/// The dump's edges: how deep it goes, which hex is an address, how long a one-line summary
/// of an element gets.
final class StateDumpTests: XCTestCase {
  /// Sixty levels of enum payloads: no optional on the way, so no one-line summaries of the
  /// levels below are made (a summary per level would grow with the depth).
  indirect enum Chain {
    case link(Chain)
    case end

    init(_ depth: Int) { self = depth > 0 ? .link(Chain(depth - 1)) : .end }
  }

  func testTheDumpStopsFortyLevelsDownAndDescribesWhatIsBelow() {
    let lines = StateDump.lines(Chain(60))
    let deepest = lines.max { $0.depth < $1.depth }
    XCTAssertEqual(deepest?.depth, 40)
    XCTAssertEqual(deepest?.path, Array(repeating: "link", count: 41).joined(separator: "."))
    XCTAssertTrue(deepest?.value.hasPrefix("link(ThirdPartyShimTests.StateDumpTests.Chain.link(") == true)
    XCTAssertEqual(lines.filter { $0.depth == 40 }.count, 1)
  }

  func testEightHexDigitsOrMoreAreAnAddressFewerAreNot() {
    XCTAssertEqual(StateDump.scrubAddresses("0x1234567 0x12345678 0x7f3a12c04e10"), "0x1234567 0x… 0x…")
    XCTAssertEqual(StateDump.scrubAddresses("no address"), "no address")
    XCTAssertEqual(StateDump.scrubAddresses("0x"), "0x")
  }

  struct Six { var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6 }
  struct Seven { var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7 }
  struct Row<Value>: Identifiable {
    var id: Int
    var value: Value
  }

  func testASummaryShowsSixFieldsThenAnEllipsis() {
    let six = StateDump.lines(IdentifiedArray([Row(id: 1, value: Six())]))
    XCTAssertEqual(
      six.first { $0.kind == .element }?.value,
      "{id: 1, value.a: 1, value.b: 2, value.c: 3, value.d: 4, value.e: 5, …}")
    let five = StateDump.lines(IdentifiedArray([Row(id: 1, value: "x")]))
    XCTAssertEqual(five.first { $0.kind == .element }?.value, "{id: 1, value: \"x\"}")
    XCTAssertEqual(
      StateDump.summary(StateDump.lines(Six()), under: ""), "{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6}")
    XCTAssertEqual(
      StateDump.summary(StateDump.lines(Seven()), under: ""), "{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, …}")
  }

  func testCountsSayOneOrMany() {
    XCTAssertEqual(StateDump.count(1, "element"), "1 element")
    XCTAssertEqual(StateDump.count(0, "element"), "0 elements")
    XCTAssertEqual(StateDump.count(2, "entry", plural: "entries"), "2 entries")
  }

  enum Shade: Identifiable {
    case light, dark
    var id: Self { self }
  }
  struct Cover { var shade = Shade.dark }
  struct Edition: Identifiable {
    var id: Int
    var cover = Cover()
  }

  func testAnElementThatIsOneValueIsSummarisedAsThatValue() {
    let lines = StateDump.lines(IdentifiedArray([Shade.light]))
    XCTAssertEqual(lines.map(\.path), ["", "[id: light]"])
    XCTAssertEqual(lines.last?.value, ".light")
  }

  func testAnElementsNestedValuesKeepTheirOwnLinesInTheTree() {
    let lines = StateDump.lines(IdentifiedArray([Edition(id: 1)]))
    XCTAssertEqual(
      lines.map { "\($0.depth) \($0.segment) \($0.kind == .group ? "group" : $0.value)" },
      ["-1  [1]", "0 [id: 1] {id: 1, cover.shade: .dark}", "1 id 1", "1 cover group", "2 shade .dark"])
  }

  /// A struct field of the root is a group line of its own, its fields below it.
  func testAStructFieldOfTheRootHasItsGroupLine() {
    let lines = StateDump.lines(Edition(id: 1))
    XCTAssertEqual(
      lines.map { "\($0.depth) \($0.path) \($0.kind == .group ? "group" : $0.value)" },
      ["0 id 1", "0 cover group", "1 cover.shade .dark"])
  }

  struct Draft { var cover = Cover(), title = "Dune" }
  struct Editor { var draft: Draft? = Draft() }

  /// A present optional is one line of its own (what `nil → {…}` shows); the struct inside it
  /// keeps its group line in the tree, as it would outside an optional.
  func testAPresentOptionalIsOneLineAndTheStructsInsideItKeepTheirGroups() {
    let lines = StateDump.lines(Editor())
    XCTAssertEqual(
      lines.map { "\($0.depth) \($0.path) \($0.kind == .group ? "group" : $0.value)" },
      [
        "0 draft {cover.shade: .dark, title: \"Dune\"}", "1 draft.cover group", "2 draft.cover.shade .dark",
        "1 draft.title \"Dune\"",
      ])
    XCTAssertEqual(lines.first?.kind, .wrapped)
  }

  final class Node {
    var name = "a"
    var next: Node?
  }

  /// A class that holds itself is shown once, then named as a cycle where it comes back.
  func testAClassThatHoldsItselfIsDumpedOnceThenAsACycle() {
    let node = Node()
    node.next = node
    defer { node.next = nil }
    let lines = StateDump.lines(node)
    XCTAssertEqual(lines.map(\.path), ["name", "next"])
    XCTAssertEqual(lines.last?.value, "<cycle: Node>")
  }

  enum Sheet { case alert(title: String, count: Int) }

  func testAPresentEnumWithAPayloadIsItsCaseNotAWrappedValue() {
    let lines = StateDump.lines(Optional(Sheet.alert(title: "Delete?", count: 2)) as Any)
    XCTAssertEqual(lines.map(\.path), ["", "alert.title", "alert.count"])
    XCTAssertFalse(lines.contains { $0.kind == .wrapped }, "\(lines)")
  }

  func testAFieldOrElementIsInsideOnlyWhenAPathSegmentFollows() {
    XCTAssertTrue(StateDiff.isInside("books[id: 1].reads", "books[id: 1]"))
    XCTAssertTrue(StateDiff.isInside("books[id: 1][0]", "books[id: 1]"))
    XCTAssertFalse(StateDiff.isInside("books[id: 1]", "books[id: 1]"))
    XCTAssertFalse(StateDiff.isInside("books[id: 10]", "books[id: 1"))
    XCTAssertFalse(StateDiff.isInside("books[id: 2].reads", "books[id: 1]"))
  }
}
