import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// `context.forEach`: one feature on the stack any number of times, each instance with its
/// own state and effects, told apart by the id in its tag.
@MainActor
final class ForEachNavigationTests: XCTestCase {
  let clock = TestClock()

  func makeStore(_ state: Shelf.State = Shelf.State()) -> TestStore<Shelf.State, Shelf.Action> {
    // State built outside a store is launched first, as the app launches what it restores.
    TestStore(initialState: Shelf().launched(state)) {
      Shelf()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  func testInsertingPushesAndEachInstanceKeepsItsOwnState() async {
    let store = makeStore()
    await store.send(.open(1)) {
      $0.books.append(ShelfBook.State(id: 1, nav: $0.$nav))
      $0.$nav.withLock { $0.append(ShelfPath.book(1)) }
    }
    await store.send(.books(.element(id: 1, action: .tappedRelated(2))))
    await store.receive(.books(.element(id: 1, action: .delegate(.openBook(2))))) {
      $0.books.append(ShelfBook.State(id: 2, nav: $0.$nav))
      $0.$nav.withLock { $0.append(ShelfPath.book(2)) }
    }
    await store.send(.books(.element(id: 2, action: .tick))) { $0.books[id: 2]?.ticks = 1 }
    await store.send(.books(.element(id: 2, action: .tappedRelated(3))))
    await store.receive(.books(.element(id: 2, action: .delegate(.openBook(3))))) {
      $0.books.append(ShelfBook.State(id: 3, nav: $0.$nav))
      $0.$nav.withLock { $0.append(ShelfPath.book(3)) }
    }
    // Back from the third book: the second is there, as it was.
    await store.send(.pathDidChange(path(ShelfPath.book(1), ShelfPath.book(2)))) {
      $0.books.remove(id: 3)
      $0.$nav.withLock { $0.popPast(ShelfPath.book(3)) }
    }
    XCTAssertEqual(store.state.books[id: 2]?.ticks, 1)
  }

  func testASwipeCancelsOnlyThePoppedInstancesEffects() async {
    let store = makeStore(.showing(1, 2, 3))
    XCTAssertEqual(store.state.nav.compactMap(ShelfPath.self), [.book(1), .book(2), .book(3)])
    await store.send(.books(.element(id: 1, action: .startTimer)))
    await store.send(.books(.element(id: 3, action: .startTimer)))
    await store.send(.pathDidChange(path(ShelfPath.book(1)))) {
      $0.books.remove(id: 2)
      $0.books.remove(id: 3)
      $0.$nav.withLock { $0.popTo(ShelfPath.book(1)) }
    }
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.books(.element(id: 1, action: .tick))) { $0.books[id: 1]?.ticks = 1 }
    // Book 1's timer runs on and book 3's was cancelled: the next second brings book 1's tick
    // alone (the exhaustive store fails on any other action).
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.books(.element(id: 1, action: .tick))) { $0.books[id: 1]?.ticks = 2 }
    await store.send(.pathDidChange(NavigationPath())) {
      $0.books.removeAll()
      $0.$nav.withLock { $0.popToRoot() }
    }
    await store.finish(timeout: .seconds(5))
  }

  func testAProgrammaticPopRemovesTheInstancesAboveTheAnchor() async {
    let store = makeStore(.showing(1, 2, 3))
    await store.send(.backToFirst) {
      $0.$nav.withLock { $0.popTo(ShelfPath.book(1)) }
    }
    await store.receive(.pathDidChange(path(ShelfPath.book(1)))) {
      $0.books.remove(id: 2)
      $0.books.remove(id: 3)
    }
  }

  func testRemovingAnInstancePopsItsScreenAndEverythingAbove() async {
    let store = makeStore(.showing(1, 2, 3))
    await store.send(.close(2)) {
      $0.books.remove(id: 2)
      $0.$nav.withLock { $0.popPast(ShelfPath.book(2)) }
    }
    await store.receive(.pathDidChange(path(ShelfPath.book(1)))) { $0.books.remove(id: 3) }
  }

  func testEachInstanceHearsThePathChangeAndCleansItsOwnScreens() async {
    var state = Shelf.State.showing(1, 2)
    state.books[id: 1]?.notes = ReceiptFeature.State()
    let store = makeStore(state)
    XCTAssertEqual(
      store.state.nav.compactMap(ShelfPath.self), [.book(1), .notes, .book(2)],
      "launch: each instance's own screens stand above it, in the collection's order")
    await store.send(.pathDidChange(path(ShelfPath.book(1)))) {
      $0.books.remove(id: 2)
      $0.books[id: 1]?.notes = nil
      $0.$nav.withLock { $0.popTo(ShelfPath.book(1)) }
    }
  }

  /// Only what was pushed since the last check is checked, and a pop lowers what counts as
  /// checked: a tag of a gone instance pushed back where a checked one stood is reported.
  func testATagWithoutAnInstanceIsReportedWhereverACheckedOneStood() {
    let store = Store(initialState: Shelf().launched(.showing(1, 2, 3))) { Shelf() }
    let push = { (tag: ShelfPath) in store.state.$nav.withLock { $0.append(tag) } }
    let warnings = collectIssuesSynchronously {
      store.send(.pathDidChange(store.state.nav.path))
      push(.book(99))
      store.send(.pathDidChange(store.state.nav.path))
      store.send(.pathDidChange(path(ShelfPath.book(1))))
      push(.book(2))
      store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(store.state.books.ids, [1])
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("ShelfPath.book(99)") == true, "\(warnings)")
    XCTAssertTrue(warnings.last?.contains("ShelfPath.book(2)") == true, "\(warnings)")
  }

  /// An instance's own path action, sent to it directly, is its sub-flow's business: its
  /// context cannot see the host's tags, so it must not report them as undeclared.
  func testAnInstancesOwnPathActionDoesNotJudgeTheHostsTags() {
    let store = Store(initialState: Shelf().launched(.showing(1, 2))) { Shelf() }
    let warnings = collectIssuesSynchronously {
      store.send(.books(.element(id: 2, action: .pathDidChange(store.state.nav.path))))
    }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(store.state.books.ids, [1, 2])
  }

  func testAnActionForAGoneInstanceIsReported() async {
    let store = makeStore(.showing(1))
    let failures = await collectIssues {
      await store.send(.books(.element(id: 9, action: .tick)))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("not in the collection (id 9)") ?? false, "\(failures)")
  }

  func testADuplicateTagIsReportedAndNotPushedTwice() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    store.state.$nav.withLock { $0.append(ShelfPath.book(5)) }
    let warnings = collectIssuesSynchronously { store.send(.open(5)) }
    XCTAssertEqual(store.nav.compactMap(ShelfPath.self), [.book(5)])
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("already on the stack") ?? false, "\(warnings)")
  }

  func testADiffNamesTheInstanceAndTheField() async {
    let store = makeStore(.showing(1, 2))
    let failures = await collectIssues {
      await store.send(.books(.element(id: 2, action: .tick))) { $0.books[id: 2]?.ticks = 5 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        A state change does not match expectation: …

          books[id: 2].ticks: 5 → 1

        (Expected → Actual)
        """
      ])
  }

  func testADiffNamesAnOpenedInstanceByIdAndTheStackByWhatWasPushed() async {
    let store = makeStore(.showing(1, 2))
    let failures = await collectIssues {
      await store.send(.open(3))
    }
    // Every instance holds the shared stack: one line names them all.
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          nav, books[id: 1].nav, books[id: 2].nav: [book(1), book(2)] → [book(1), book(2), \
        book(3)] (pushed book(3))
          books[id: 3]: (absent) → inserted {id: 3, nav: [book(1), book(2), book(3)], ticks: 0, \
        notes: nil}

        (Expected → Actual)
        """
      ])
  }
}
