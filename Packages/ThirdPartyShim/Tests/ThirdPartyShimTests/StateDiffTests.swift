import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// What a failed state assertion prints: elements of an identified array named by id (their
/// positions shift as instances come and go), plain arrays by position, and a navigation stack
/// as the values pushed and popped.
@MainActor
final class StateDiffTests: XCTestCase {
  typealias Book = Library.Book

  func makeStore(_ state: Library.State) -> TestStore<Library.State, Library.Action> {
    TestStore(initialState: state) { Library() }
  }

  /// The failures of one `send` whose assertion left the change out.
  func failures(
    of action: Library.Action, from state: Library.State,
    before: [(Library.Action, (inout Library.State) -> Void)] = []
  ) async -> [String] {
    let store = makeStore(state)
    for (action, update) in before { await store.send(action, assert: update) }
    return await collectIssues { await store.send(action) }
  }

  func testAnElementsFieldIsNamedByItsIdNotItsPosition() async {
    let failures = await failures(
      of: .read(3), from: Library.State(books: [Book(id: 1), Book(id: 2), Book(id: 3)]),
      before: [(.remove(1), { $0.books.remove(id: 1) })])
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          books[id: 3].reads: 0 → 1

        (Expected → Actual)
        """
      ])
    XCTAssertFalse(failures.joined().contains("books[1]"), "no position for an identified element")
  }

  func testAnInsertedElementIsOneLineNamingItsId() async {
    let failures = await failures(of: .add(9), from: Library.State(books: [Book(id: 1)]))
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          books[id: 9]: (absent) → inserted {id: 9, reads: 0}

        (Expected → Actual)
        """
      ])
  }

  func testARemovedElementIsOneLineNamingItsId() async {
    let failures = await failures(
      of: .remove(2), from: Library.State(books: [Book(id: 1), Book(id: 2, reads: 4), Book(id: 3)]))
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          books[id: 2]: {id: 2, reads: 4} → removed

        (Expected → Actual)
        """
      ])
  }

  func testReorderedElementsAreOneLineOfIds() async {
    let failures = await failures(
      of: .reverse, from: Library.State(books: [Book(id: 1), Book(id: 2), Book(id: 3)]))
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          books: reordered [1, 2, 3] → [3, 2, 1]

        (Expected → Actual)
        """
      ])
  }

  func testANestedIdentifiedArrayIsNamedByIdAtEachLevel() async {
    let state = Library.State(shelves: [
      Library.Shelf(id: "attic", books: [Book(id: 1)]),
      Library.Shelf(id: "hall", books: [Book(id: 1), Book(id: 7)]),
    ])
    let read = await failures(of: .readOnShelf("hall", book: 7), from: state)
    XCTAssertEqual(
      read,
      [
        """
        State was not expected to change, but a change occurred: …

          shelves[id: "hall"].books[id: 7].reads: 0 → 1

        (Expected → Actual)
        """
      ])
    let added = await failures(of: .addToShelf("attic", book: 8), from: state)
    XCTAssertEqual(
      added,
      [
        """
        State was not expected to change, but a change occurred: …

          shelves[id: "attic"].books[id: 8]: (absent) → inserted {id: 8, reads: 0}

        (Expected → Actual)
        """
      ])
  }

  func testAPlainArrayIsStillNamedByPosition() async {
    let failures = await failures(of: .note("read"), from: Library.State(log: ["opened"]))
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          log: 1 element → 2 elements
          log[1]: (absent) → "read"

        (Expected → Actual)
        """
      ])
  }

  func testAStackChangeReadsAsTheValuesPushedAndPopped() async {
    let state = Library.State(path: NavigationPath(["list", "book"]))
    let pushed = await failures(of: .push("editor"), from: state)
    XCTAssertEqual(
      pushed,
      [
        """
        State was not expected to change, but a change occurred: …

          path: ["list", "book"] → ["list", "book", "editor"] (pushed "editor")

        (Expected → Actual)
        """
      ])
    let popped = await failures(of: .pop, from: state)
    XCTAssertEqual(
      popped,
      [
        """
        State was not expected to change, but a change occurred: …

          path: ["list", "book"] → ["list"] (popped "book")

        (Expected → Actual)
        """
      ])
    let replaced = await failures(of: .popAndPush("related"), from: state)
    XCTAssertEqual(
      replaced,
      [
        """
        State was not expected to change, but a change occurred: …

          path: ["list", "book"] → ["list", "related"] (popped "book"; pushed "related")

        (Expected → Actual)
        """
      ])
  }

  func testAPresentedChildIsOneLineAndThenItsFieldsByName() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    let presented = await collectIssues { await store.send(.showSheet) }
    XCTAssertEqual(
      presented,
      [
        """
        State was not expected to change, but a change occurred: …

          sheet: nil → {count: 0, fact: nil}

        (Expected → Actual)
        """
      ])
    let changed = await collectIssues { await store.send(.sheet(.presented(.increment))) }
    XCTAssertEqual(
      changed,
      [
        """
        State was not expected to change, but a change occurred: …

          sheet.count: 0 → 1

        (Expected → Actual)
        """
      ])
  }

  func testAnExpectedInsertionThatDidNotHappenReadsAsRemovedFromTheExpectation() async {
    let store = makeStore(Library.State(books: [Book(id: 1)]))
    let failures = await collectIssues {
      await store.send(.read(1)) {
        $0.books[id: 1]?.reads = 1
        $0.books.append(Book(id: 2))
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          books[id: 2]: {id: 2, reads: 0} → removed

        (Expected → Actual)
        """
      ])
  }
}
