import HeadlessUI
import Receipt
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@MainActor
final class ReceiptFeatureTests: XCTestCase {
  func testCloseIsReportedNotActedOn() async {
    let store = TestStore(initialState: ReceiptFeature.State(orderID: "order-42")) {
      ReceiptFeature()
    }
    await store.send(.closeButtonTapped)
    await store.receive(.delegate(.closed))
  }

  func testTheScreenShowsTheOrderIDAndCloses() async throws {
    let store = Store(initialState: ReceiptFeature.State(orderID: "order-42")) { ReceiptFeature() }
    let host = ViewHost(ReceiptView(store: store))
    let frame = host.render()
    XCTAssertTrue(frame.contains("Order: order-42"), frame)
    XCTAssertEqual(host.availableGestures, [.tap("Close")])
    try host.perform(.tap("Close"))
  }
}
