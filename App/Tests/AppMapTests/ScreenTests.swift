import AppMap
import XCTest

final class ScreenTests: XCTestCase {
  private enum Route { case book(Int), shelf(id: Int), settings }

  func testAPathValueIsNamedByItsCaseWithoutItsPayload() {
    XCTAssertEqual(Screen.name(ofPathValue: Route.book(3)), "Book")
    XCTAssertEqual(Screen.name(ofPathValue: Route.shelf(id: 2)), "Shelf")
    XCTAssertEqual(Screen.name(ofPathValue: Route.settings), "Settings")
  }

  func testANameReadsBackIntoItsLayers() {
    let screen = Screen("Home").with(.sheet, "Payment").with(.alert, "PaymentFailed")
    XCTAssertEqual(screen.name, "Home + sheet Payment + alert PaymentFailed")
    XCTAssertEqual(Screen(name: screen.name), screen)
  }

  func testAnEdgeLineReadsBack() {
    let edge = MapEdge(
      from: "Home + sheet Checkout", gesture: "open shop://checkout/<product>", to: "Checkout")
    XCTAssertEqual(MapEdge(line: edge.line), edge)
    XCTAssertNil(MapEdge(line: "screen Home"))
  }
}
