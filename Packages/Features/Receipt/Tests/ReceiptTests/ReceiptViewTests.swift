import HeadlessUI
import Receipt
import SnapshotTesting
import ThirdPartyShim
import XCTest

/// The receipt screen: the order id and one way out (`__Snapshots__/ReceiptViewTests`).
@MainActor
final class ReceiptViewTests: XCTestCase {
  func testTheScreenShowsTheOrderIDAndCloses() async throws {
    var sent: [ReceiptFeature.Action] = []
    let store = Store(initialState: ReceiptFeature.State(orderID: "order-42")) {
      Reduce<ReceiptFeature.State, ReceiptFeature.Action> { _, action in
        sent.append(action)
        return .none
      }
    }
    let host = ViewHost(NavigationStack { ReceiptView(store: store) })
    assertSnapshot(of: host, as: .frame, named: "receipt")
    try host.perform(.tap("Close"))
    XCTAssertEqual(sent, [.closeButtonTapped])
  }
}
