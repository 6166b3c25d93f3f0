import AppMap
import XCTest

/// Each problem planted in a small app's code and found by exploring it: the check fails,
/// naming the screen.
@MainActor
final class PlantedExplorationTests: XCTestCase {
  override func tearDown() async throws { PlantedModel.bugs = [] }

  private func problems(_ bugs: PlantedModel.Bugs) async -> [MapCheck.Problem] {
    PlantedModel.bugs = bugs
    let exploration = await Explorer<PlantedSubject>().explore()
    return MapCheck.problems(exploration)
  }

  /// Without a planted bug, only the path case nothing pushes is found.
  func testAPathCaseNothingPushesIsUnreachable() async {
    let found = await problems([])
    XCTAssertEqual(found.map(\.kind), [.unreachable], "\(found)")
    XCTAssertEqual(found.first?.screen, "Receipt")
  }

  func testABackThatGoesToTheRootIsBroken() async {
    let found = await problems(.backGoesToRoot).filter { $0.kind == .brokenBack }
    XCTAssertEqual(found.map(\.screen), ["Payment"], "\(found)")
    XCTAssertTrue(found.first?.message.contains("`back` lands on Home, not on Checkout") ?? false, "\(found)")
  }

  func testASheetWithNoWayToDismissItIsADeadEnd() async {
    let found = await problems(.sheetWithoutDismissal).filter { $0.kind != .unreachable }
    XCTAssertEqual(Set(found.map(\.kind)), [.deadEnd, .brokenBack], "\(found)")
    XCTAssertEqual(Set(found.map(\.screen)), ["Checkout + sheet Promo"])
  }

  func testADeepLinkToTheWrongScreenIsBroken() async {
    let found = await problems(.linkToTheWrongScreen).filter { $0.kind == .brokenDeepLink }
    XCTAssertEqual(Set(found.map(\.screen)), ["Payment"], "\(found)")
    XCTAssertTrue(found.first?.message.contains("lands on Checkout") ?? false, "\(found)")
  }
}
