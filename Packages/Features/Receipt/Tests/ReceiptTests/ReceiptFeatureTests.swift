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
}
