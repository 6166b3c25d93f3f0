import AppMap
import XCTest

/// Both apps explored through their sessions: the screens a person can reach, the edges in
/// general form, the same map on every run, and no problem in today's navigation.
@MainActor
final class ExplorationTests: XCTestCase {
  /// The whole shop, explored once for the tests that read it.
  private static var shop: Exploration?

  private func shopExploration() async -> Exploration {
    if let shop = Self.shop { return shop }
    let shop = await Explorer<ShopSubject>().explore()
    Self.shop = shop
    return shop
  }

  func testTheShopMapHasEveryScreenAndNoProblem() async {
    let exploration = await shopExploration()
    let map = exploration.map
    XCTAssertEqual(map.root, "Home")
    XCTAssertEqual(
      map.sortedScreens,
      [
        "Checkout", "Checkout + sheet PromoCode", "Home", "Home + sheet Checkout",
        "Home + sheet Checkout + sheet PromoCode", "Home + sheet Payment",
        "Home + sheet Payment + alert PaymentFailed", "Home + sheet Receipt", "Payment",
        "Payment + alert PaymentFailed", "Receipt",
      ])
    for edge in [
      MapEdge(from: "Home", gesture: "tap a product", to: "Home"),
      MapEdge(from: "Home", gesture: "tap Buy", to: "Checkout"),
      MapEdge(from: "Payment", gesture: "back", to: "Checkout"),
      MapEdge(from: "Home + sheet Payment", gesture: "dismiss", to: "Home"),
      MapEdge(from: "Home", gesture: "open shop://checkout/<product>/payment", to: "Payment"),
      MapEdge(from: "Receipt", gesture: "relaunch", to: "Receipt"),
    ] {
      XCTAssertTrue(map.edges.contains(edge), "missing \(edge)")
    }
    XCTAssertFalse(map.edges.contains { $0.gesture.contains("Milk frother") }, "data stays out of the map")
    XCTAssertFalse(exploration.truncated)
    XCTAssertEqual(MapCheck.problems(exploration), [])
  }

  func testTheBookshelfMapRecursesIntoOneBookScreen() async {
    let exploration = await Explorer<BookshelfSubject>().explore()
    let map = exploration.map
    XCTAssertEqual(map.root, "Library")
    XCTAssertTrue(map.edges.contains(MapEdge(from: "Book", gesture: "tap a related book", to: "Book")))
    XCTAssertTrue(map.edges.contains(MapEdge(from: "Shelf", gesture: "tap a book", to: "Book")))
    XCTAssertTrue(
      map.edges.contains(MapEdge(from: "Book", gesture: "tap Delete", to: "Book + alert DeleteBook")))
    XCTAssertTrue(map.screens.contains("Book + sheet Editor + alert Notice"))
    let rules = try? NavigationRules(
      text:
        "deep-link-only bookshelf Book + sheet Editor + alert Notice because links ask before dropping edits")
    XCTAssertEqual(MapCheck.problems(exploration, rules: rules ?? NavigationRules()), [])
  }

  func testAnExplorationIsTheSameEveryRunAndStopsAtItsLimits() async {
    let limits = ExplorationLimits(depth: 2, statesPerScreen: 1)
    let first = await Explorer<ShopSubject>(limits: limits).explore()
    let second = await Explorer<ShopSubject>(limits: limits).explore()
    XCTAssertEqual(first.map, second.map)
    XCTAssertEqual(first.steps, second.steps)
    let stopped = await Explorer<ShopSubject>(limits: ExplorationLimits(steps: 30)).explore()
    XCTAssertTrue(stopped.truncated)
    XCTAssertLessThanOrEqual(stopped.steps, 30 + 10, "stops within one trial's replay of the limit")
    XCTAssertTrue(stopped.summary.contains("stopped at the step limit"))
    XCTAssertFalse(stopped.unexplored.isEmpty, "what it reached but did not explore is named")
    XCTAssertTrue(MapCheck.problems(stopped).contains { $0.kind == .unexplored })
    let whole = await shopExploration()
    XCTAssertEqual(whole.unexplored, [])
  }
}
