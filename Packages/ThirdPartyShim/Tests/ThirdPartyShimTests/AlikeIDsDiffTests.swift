import ThirdPartyShim
import XCTest

@testable import ThirdPartyShimTesting

/// Elements whose ids print alike (an id type whose description hides its value) are told
/// apart in a failed assertion by their order among the alike ones: a change to the second is
/// named as the second's, never folded into the first's line and so hidden.
@MainActor
final class AlikeIDsDiffTests: XCTestCase {
  /// An id that prints the same whatever its value, as an opaque token type does.
  struct Token: Hashable, Sendable, CustomStringConvertible {
    var raw: Int
    var description: String { "token" }
  }

  struct Counter: Equatable, Sendable, Identifiable {
    var id: Token
    var count = 0
  }

  struct Counters: Reducer {
    struct State: Equatable, Sendable {
      var counters: IdentifiedArrayOf<Counter> = []
    }
    enum Action: Equatable, Sendable {
      case bump(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .bump(raw):
          state.counters[id: Token(raw: raw)]?.count += 1
        }
        return .none
      }
    }
  }

  func failures(bumping raw: Int) async -> [String] {
    let store = TestStore(
      initialState: Counters.State(counters: [Counter(id: Token(raw: 1)), Counter(id: Token(raw: 2))])
    ) { Counters() }
    return await collectIssues { await store.send(.bump(raw)) }
  }

  func testAChangeToTheSecondOfTwoAlikeIDsIsNamedAsTheSecondsChange() async {
    let failures = await failures(bumping: 2)
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          counters[id: token #2].count: 0 → 1

        (Expected → Actual)
        """
      ])
  }

  func testAChangeToTheFirstIsNamedByItsPlainID() async {
    let failures = await failures(bumping: 1)
    XCTAssertEqual(
      failures,
      [
        """
        State was not expected to change, but a change occurred: …

          counters[id: token].count: 0 → 1

        (Expected → Actual)
        """
      ])
  }

  /// The dump names each of them, the ids' line listing both; an element's id is shown by its
  /// fields, which do tell them apart.
  func testTheDumpNamesEachAlikeElement() {
    let lines = StateDump.lines(
      Counters.State(counters: [Counter(id: Token(raw: 1)), Counter(id: Token(raw: 2), count: 5)]))
    XCTAssertEqual(
      lines.map { "\($0.path) = \($0.value)" },
      [
        "counters = [token, token #2]",
        "counters[id: token] = {id.raw: 1, count: 0}",
        "counters[id: token].id = Token",
        "counters[id: token].id.raw = 1",
        "counters[id: token].count = 0",
        "counters[id: token #2] = {id.raw: 2, count: 5}",
        "counters[id: token #2].id = Token",
        "counters[id: token #2].id.raw = 2",
        "counters[id: token #2].count = 5",
      ])
  }
}
