import XCTest

@testable import ThirdPartyShimTesting

/// A collection outside the shim says "name my elements by id" with nothing but the standard
/// library: a `CustomReflectable` mirror in the `.collection` style whose children are all
/// labelled. Labels that are the elements' own ids pair elements by id; any other labels are
/// the collection's own numbering, paired by value, as a stack of screens is.
final class LabelledCollectionDumpTests: XCTestCase {
  struct Book: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  /// Labelled by the books' own ids.
  struct Shelf: CustomReflectable {
    var books: [Book]
    var customMirror: Mirror {
      Mirror(self, children: books.map { (label: "\($0.id)", value: $0 as Any) }, displayStyle: .collection)
    }
  }

  /// Labelled by its own numbering (`#0`, `#1`), which is not its screens' ids.
  struct Screens: CustomReflectable {
    var entries: [(number: Int, book: Book)]
    var customMirror: Mirror {
      Mirror(
        self, children: entries.map { (label: "#\($0.number)", value: $0.book as Any) },
        displayStyle: .collection)
    }
  }

  /// A custom collection mirror without labels is an ordinary collection.
  struct Plain: CustomReflectable {
    var books: [Book]
    var customMirror: Mirror {
      Mirror(self, unlabeledChildren: books, displayStyle: .collection)
    }
  }

  struct State {
    var shelf = Shelf(books: [])
    var screens = Screens(entries: [])
    var plain = Plain(books: [])
  }

  private func diff(_ expected: State, _ actual: State) -> [String] {
    StateDiff.lines(expected: StateDump.lines(expected), actual: StateDump.lines(actual))
  }

  func testElementsLabelledByTheirOwnIdsArePairedAndNamedById() {
    var expected = State()
    expected.shelf.books = [Book(id: 7, title: "Dune"), Book(id: 9, title: "Emma")]
    var actual = expected
    actual.shelf.books[0].title = "Dune Messiah"
    XCTAssertEqual(diff(expected, actual), [#"  shelf[id: 7].title: "Dune" → "Dune Messiah""#])
  }

  func testAnElementMovedToAnotherIdIsARemovalAndAnInsertionWhenTheIdsAreItsOwn() {
    var expected = State()
    expected.shelf.books = [Book(id: 7, title: "Dune")]
    var actual = State()
    actual.shelf.books = [Book(id: 8, title: "Dune")]
    XCTAssertEqual(
      diff(expected, actual),
      [
        #"  shelf[id: 8]: (absent) → inserted {id: 8, title: "Dune"}"#,
        #"  shelf[id: 7]: {id: 7, title: "Dune"} → removed"#,
      ].sorted(), "\(diff(expected, actual))")
  }

  func testTheCollectionsOwnNumberingPairsByValueWhateverNumbersTheTestWrote() {
    var expected = State()
    expected.screens.entries = [(0, Book(id: 1, title: "Dune")), (1, Book(id: 2, title: "Emma"))]
    var actual = State()
    actual.screens.entries = [(3, Book(id: 1, title: "Dune")), (4, Book(id: 2, title: "Emmy"))]
    XCTAssertEqual(diff(expected, actual), [#"  screens[id: #4].title: "Emma" → "Emmy""#])
  }

  func testAPushOntoAnEmptyLabelledCollectionIsOneInsertedElement() {
    let expected = State()
    var actual = State()
    actual.screens.entries = [(0, Book(id: 1, title: "Dune"))]
    XCTAssertEqual(
      diff(expected, actual), [#"  screens[id: #0]: (absent) → inserted {id: 1, title: "Dune"}"#])
  }

  func testAnUnlabelledCustomCollectionIsComparedByPosition() {
    var expected = State()
    expected.plain.books = [Book(id: 1, title: "Dune")]
    var actual = expected
    actual.plain.books[0].title = "Emma"
    let lines = diff(expected, actual)
    XCTAssertFalse(lines.contains { $0.contains("[id:") }, "\(lines)")
    XCTAssertEqual(lines.count, 1, "\(lines)")
  }
}
