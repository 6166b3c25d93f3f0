import Core
import CoreTestSupport
import Foundation
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The stack shape's `forEach`: a state per route of one feature on a typed path, matched by
/// position, so one route value can stand many times, each screen with its own state and
/// effects.
@MainActor
final class StackForEachTests: XCTestCase {
  let clock = TestClock()

  func makeStore(_ state: Reader.State = Reader.State()) -> TestStore<Reader.State, Reader.Action> {
    // State built outside a store is launched first, as the app launches what it restores.
    TestStore(initialState: Reader().launched(state)) {
      Reader()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  func testAPushedRouteGetsAStateAndEachPopRemovesExactlyItsOwn() async {
    let store = makeStore()
    await store.send(.nav(.push(.page(1)))) {
      $0.path = [.page(1)]
      $0.pages = [PageScreen.State(id: 1)]
    }
    await store.send(.nav(.push(.shelf(5)))) { $0.path.append(.shelf(5)) }
    await store.send(.nav(.push(.page(2)))) {
      $0.path.append(.page(2))
      $0.pages.append(PageScreen.State(id: 2))
    }
    await store.send(.nav(.pop)) {
      $0.path.removeLast()
      $0.pages.removeLast()
    }
    await store.send(.nav(.pop)) { $0.path.removeLast() }
    await store.send(.nav(.push(.page(3)))) {
      $0.path.append(.page(3))
      $0.pages.append(PageScreen.State(id: 3))
    }
    XCTAssertEqual(store.state.pages.ids, [0, 2], "ids are never reused")
    await store.send(.nav(.popToRoot)) {
      $0.path = []
      $0.pages = []
    }
  }

  func testOneRouteTwiceIsTwoScreensAndBackReturnsToTheSecondAsItWas() async {
    let store = makeStore()
    await store.send(.nav(.push(.page(1)))) {
      $0.path = [.page(1)]
      $0.pages = [PageScreen.State(id: 1)]
    }
    await store.send(.page(.tappedRelated(2))) {
      $0.path.append(.page(2))
      $0.pages.append(PageScreen.State(id: 2))
    }
    await store.send(.page(.flag)) { $0.pages[1].flagged = true }
    await store.send(.page(.tappedRelated(1))) {
      $0.path.append(.page(1))
      $0.pages.append(PageScreen.State(id: 1))
    }
    XCTAssertEqual(store.state.pages.ids, [0, 1, 2])
    // A back swipe, as a stack binding writes it.
    await store.send(.nav(.setPath([.page(1), .page(2)]))) {
      $0.path = [.page(1), .page(2)]
      $0.pages.removeLast()
    }
    XCTAssertEqual(store.state.pages.ids, [0, 1], "the screens below kept their ids")
    XCTAssertEqual(store.state.pages.last?.flagged, true, "and their states")
  }

  func testAChangeBelowAScreenMakesItANewScreen() async {
    let store = makeStore(Reader.State(path: [.page(1), .page(2)]))
    await store.send(.pages(.element(id: 1, action: .flag))) { $0.pages[1].flagged = true }
    // The same top route over a different one below: a different screen.
    await store.send(.nav(.setPath([.page(3), .page(2)]))) {
      $0.path = [.page(3), .page(2)]
      $0.pages = [PageScreen.State(id: 3), PageScreen.State(id: 2)]
    }
    XCTAssertEqual(store.state.pages.ids, [2, 3])
    // A screen taken out from under another: the one above is rebuilt too.
    await store.send(.nav(.setPath([.page(3), .shelf(1), .page(2)]))) {
      $0.path = [.page(3), .shelf(1), .page(2)]
    }
    await store.send(.nav(.setPath([.page(3), .page(2)]))) { $0.path = [.page(3), .page(2)] }
    XCTAssertEqual(store.state.pages.ids, [2, 5])
  }

  func testRemovingStatesWithTheirRoutesKeepsTheOthersScreens() async {
    let store = makeStore(Reader.State(path: [.page(1), .page(2), .page(1)]))
    await store.send(.pages(.element(id: 1, action: .flag))) { $0.pages[1].flagged = true }
    await store.send(.remove(1)) {
      $0.path = [.page(2)]
      $0.pages = [PageScreen.State(id: 2, flagged: true)]
    }
    XCTAssertEqual(store.state.pages.ids, [1], "the page-2 screen stayed the same screen")
  }

  func testOnlyThePoppedScreensEffectsAreCancelled() async {
    let store = makeStore(Reader.State(path: [.page(1), .page(2), .page(1)]))
    await store.send(.pages(.element(id: 0, action: .startTimer)))
    await store.send(.page(.startTimer))  // the top screen, #2
    await store.send(.nav(.setPath([.page(1), .page(2)]))) {
      $0.path = [.page(1), .page(2)]
      $0.pages.removeLast()
    }
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.pages(.element(id: 0, action: .tick))) { $0.pages[0].ticks = 1 }
    // The first screen's timer runs on and the third's was cancelled: the next second brings
    // the first screen's tick alone (the exhaustive store fails on any other action).
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.pages(.element(id: 0, action: .tick))) { $0.pages[0].ticks = 2 }
    await store.send(.nav(.popToRoot)) {
      $0.path = []
      $0.pages = []
    }
    await store.finish(timeout: .seconds(5))
  }

  func testATopScreensEffectAnswersThatScreenAfterAnotherIsPushed() async {
    let store = makeStore(Reader.State(path: [.page(1)]))
    await store.send(.page(.startTimer))
    await store.send(.nav(.push(.page(2)))) {
      $0.path.append(.page(2))
      $0.pages.append(PageScreen.State(id: 2))
    }
    await clock.advance(by: .seconds(1), whenSleeping: 1)
    await store.receive(.pages(.element(id: 0, action: .tick))) { $0.pages[0].ticks = 1 }
    await store.send(.nav(.popToRoot)) {
      $0.path = []
      $0.pages = []
    }
    await store.finish(timeout: .seconds(5))
  }

  func testAStateAppendedWithItsRouteIsThatRoutesState() async {
    let store = makeStore(Reader.State(path: [.page(1)]))
    await store.send(.pushPrepared(2)) {
      $0.path.append(.page(2))
      $0.pages.append(PageScreen.State(id: 2, flagged: true))
    }
    XCTAssertEqual(store.state.pages.ids, [0, 1])
  }

  func testARefusedRouteIsCutWithEverythingAboveIt() async {
    let store = makeStore(Reader.State(path: [.page(1)]))
    await store.send(.nav(.setPath([.page(1), .shelf(2), .page(404), .page(3)]))) {
      $0.path = [.page(1), .shelf(2)]
      $0.refused = 404
    }
  }

  func testALaunchPairsStatesWithRoutesAndMakesTheMissingOnes() async {
    let state = Reader.State(
      path: [.page(1), .shelf(9), .page(2), .page(1)],
      pages: [PageScreen.State(id: 1, flagged: true)])
    let store = makeStore(state)
    XCTAssertEqual(
      store.state.pages,
      [PageScreen.State(id: 1, flagged: true), PageScreen.State(id: 2), PageScreen.State(id: 1)])
    XCTAssertEqual(store.state.pages.ids, [0, 1, 2])
    // The launched states are placed: a pop drops only the top one.
    await store.send(.nav(.pop)) {
      $0.path.removeLast()
      $0.pages.removeLast()
    }
  }

  func testAtLaunchTheScreensOwnLaunchStepsArrangeEveryState() {
    let state = ArrangedReader().launched(
      ArrangedReader.State(path: [.page(1), .shelf(2), .page(3)], pages: [ArrangedPage.State(id: 1)]))
    XCTAssertEqual(state.pages.map(\.id), [1, 3])
    XCTAssertEqual(
      state.pages.map(\.arranged), [true, true],
      "the states made at launch are there before the screens' own steps arrange them")
  }

  func testAStateWithoutARouteIsReportedAndDropped() {
    let store = Store(initialState: Reader().launched(Reader.State(path: [.page(1)]))) { Reader() }
    let warnings = collectIssuesSynchronously { store.send(.appendStray) }
    XCTAssertEqual(store.pages, [PageScreen.State(id: 1)])
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("no route on the path stands for (#1)") ?? false, "\(warnings)")
  }

  func testALaunchWithMoreStatesThanRoutesReportsTheExtra() {
    var store: Store<Reader.State, Reader.Action>?
    let warnings = collectIssuesSynchronously {
      store = Store(
        initialState: Reader().launched(
          Reader.State(path: [.page(1)], pages: [PageScreen.State(id: 1), PageScreen.State(id: 2)]))
      ) { Reader() }
    }
    XCTAssertEqual(store?.pages, [PageScreen.State(id: 1)])
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("1 state(s) that no route") ?? false, "\(warnings)")
  }

  func testAnActionForAGoneScreenIsReported() async {
    let store = makeStore(Reader.State(path: [.page(1), .page(2)]))
    await store.send(.nav(.pop)) {
      $0.path.removeLast()
      $0.pages.removeLast()
    }
    let failures = await collectIssues {
      await store.send(.pages(.element(id: 1, action: .flag)))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("not in the collection (id #1)") ?? false, "\(failures)")
  }

  func testATopActionWithNoScreenIsReported() async {
    let store = makeStore(Reader.State(path: [.shelf(1)]))
    let failures = await collectIssues { await store.send(.page(.flag)) }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("no screen of its feature") ?? false, "\(failures)")
  }

  func testADecodedStackStateIsPlacedOnItsPathAtLaunch() throws {
    var pages: RouteStackState<PageScreen.State> = [PageScreen.State(id: 1), PageScreen.State(id: 2)]
    pages[1].flagged = true
    let decoded = try JSONDecoder().decode(
      RouteStackState<PageScreen.State>.self, from: JSONEncoder().encode(pages))
    XCTAssertEqual(decoded, pages)
    let store = Store(
      initialState: Reader().launched(Reader.State(path: [.page(1), .page(2)], pages: decoded))
    ) {
      Reader()
    }
    XCTAssertEqual(store.pages, pages)
    store.send(.nav(.pop))
    XCTAssertEqual(store.pages, [PageScreen.State(id: 1)], "placed at launch: a pop drops the top")
  }
}
