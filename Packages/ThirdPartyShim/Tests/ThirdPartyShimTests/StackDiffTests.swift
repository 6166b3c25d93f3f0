import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// A stack of screens in a failed assertion: each screen named by its id (`screens[id: #1]`),
/// so a change is one changed screen, a push one inserted screen, a removal below the top one
/// removed screen, however the positions above it moved; and a stack the test wrote by hand
/// (fresh ids) is paired with the store's by value.
@MainActor
final class StackDiffTests: XCTestCase {
  typealias Screen = ScreenStack.Screen

  func threeScreens() -> Reading.State {
    Reading.State(
      screens: ScreenStack([Screen(title: "Dune"), Screen(title: "Anathem"), Screen(title: "Dune")]))
  }

  func failures(
    _ action: Reading.Action, from state: Reading.State,
    assert update: ((inout Reading.State) -> Void)? = nil
  ) async -> [String] {
    let store = TestStore(initialState: state) { Reading() }
    return await collectIssues { await store.send(action, assert: update) }
  }

  func testAChangedScreenIsNamedByItsIdInAStackOfThree() async {
    let failures = await failures(.read(1), from: threeScreens())
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          screens[id: #1].reads: 0 → 1

        (Expected → Actual)
        """
      ])
  }

  func testAScreenRemovedBelowTheTopIsOneRemovedScreen() async {
    let failures = await failures(.remove(1), from: threeScreens())
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          screens[id: #1]: {title: "Anathem", reads: 0, tags: []} → removed

        (Expected → Actual)
        """
      ])
  }

  func testAPushedScreenIsOneInsertedScreen() async {
    let failures = await failures(.push("Solaris"), from: threeScreens())
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          screens[id: #3]: (absent) → inserted {title: "Solaris", reads: 0, tags: []}

        (Expected → Actual)
        """
      ])
  }

  func testAStackWrittenByHandMatchesTheStoresWhateverItsIds() async {
    var state = threeScreens()
    state.screens.remove(id: 1)
    let matching = await failures(.push("Solaris"), from: state) {
      $0.screens = ScreenStack([Screen(title: "Dune"), Screen(title: "Dune"), Screen(title: "Solaris")])
    }
    XCTAssertEqual(matching, [], "#0, #1, #2 written by hand are #0, #2, #3 in the store")
  }

  func testAStackWrittenByHandNamesItsDifferencesByTheStoresIds() async {
    var state = threeScreens()
    state.screens.remove(id: 1)
    let changed = await failures(.push("Solaris"), from: state) {
      $0.screens = ScreenStack([
        Screen(title: "Dune"), Screen(title: "Dune"), Screen(title: "Solaris", reads: 2),
      ])
    }
    XCTAssertEqual(
      changed,
      [
        """
        A state change does not match expectation: …

          screens[id: #3].reads: 2 → 0

        (Expected → Actual)
        """
      ])
    let missing = await failures(.push("Solaris"), from: state) {
      $0.screens = ScreenStack([Screen(title: "Dune"), Screen(title: "Solaris")])
    }
    XCTAssertEqual(
      missing,
      [
        """
        A state change does not match expectation: …

          screens[id: #2]: (absent) → inserted {title: "Dune", reads: 0, tags: []}

        (Expected → Actual)
        """
      ], "the hand-written stack left out the second Dune: paired by value, it is the one missing")
    let extra = await failures(.push("Solaris"), from: state) {
      $0.screens = ScreenStack([
        Screen(title: "Anathem"), Screen(title: "Dune"), Screen(title: "Dune"), Screen(title: "Solaris"),
      ])
    }
    XCTAssertEqual(
      extra,
      [
        """
        A state change does not match expectation: …

          screens[id: #0 (expected)]: {title: "Anathem", reads: 0, tags: []} → removed

        (Expected → Actual)
        """
      ], "an expected screen the store does not have keeps its id, marked as the store uses #0")
    let gone = await failures(.remove(2), from: state) {
      $0.screens = ScreenStack([Screen(title: "Dune"), Screen(title: "Anathem")])
    }
    XCTAssertEqual(
      gone,
      [
        """
        A state change does not match expectation: …

          screens[id: #1]: {title: "Anathem", reads: 0, tags: []} → removed

        (Expected → Actual)
        """
      ], "a leftover whose id the store does not use keeps it as it is")
  }

  func testAScreensOwnIdentifiedElementsAreNamedByIdInsideItsId() async {
    var state = threeScreens()
    state.screens[id: 2]?.tags = [ScreenStack.Tag(id: "spice")]
    let inserted = await failures(.tag(2, "desert"), from: state)
    XCTAssertEqual(
      inserted,
      [
        """
        State was not expected to change, but a change occurred: …

          screens[id: #2].tags[id: "desert"]: (absent) → inserted {id: "desert", uses: 0}

        (Expected → Actual)
        """
      ])
    let used = await failures(.useTag(2, "spice"), from: state)
    XCTAssertEqual(
      used,
      [
        """
        State was not expected to change, but a change occurred: …

          screens[id: #2].tags[id: "spice"].uses: 0 → 1

        (Expected → Actual)
        """
      ])
  }

  func testIdentifiedArraysInsideADictionaryAreNamedByKeyThenId() async {
    let state = Reading.State(shelves: ["hall": [ScreenStack.Tag(id: "spice")]])
    let failures = await failures(.shelve("hall", tag: "desert"), from: state)
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          shelves["hall"][id: "desert"]: (absent) → inserted {id: "desert", uses: 0}

        (Expected → Actual)
        """
      ])
  }

  func testASetIsComparedInSortedOrderSoOnlyWhatChangedShows() async {
    let state = Reading.State(labels: ["b", "d"])
    let failures = await failures(.label("c"), from: state)
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          labels: 2 elements → 3 elements
          labels[1]: "d" → "c"
          labels[2]: (absent) → "d"

        (Expected → Actual)
        """
      ])
  }
}
