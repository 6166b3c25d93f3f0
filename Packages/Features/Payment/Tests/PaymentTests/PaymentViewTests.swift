import CoreTestSupport
import HeadlessUI
import Payment
import PaymentTestSupport
import SnapshotTesting
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The payment screen driven by taps: processing disables the buttons, the alert's buttons
/// reach the reducer; each screen on the way is a snapshot (`__Snapshots__/PaymentViewTests`).
@MainActor
final class PaymentViewTests: XCTestCase {
  func testPayDisablesButtonsThenAlertRetryCharges() async throws {
    let clock = TestClock()
    let gateway = GatewayProbe(clock: clock, answers: [.decline, .approve(orderID: "order-9")])
    let store = Store(initialState: PaymentFeature.State(productID: "milk-frother")) {
      PaymentFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.paymentClient = gateway.client
    }
    let host = ViewHost(NavigationStack { PaymentView(store: store) })
    assertSnapshot(of: host, as: .frame, named: "ready")

    try host.perform(.tap("Pay"))
    assertSnapshot(of: host, as: .frame, named: "processing")

    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("the alert is shown") { store.alert != nil }
    assertSnapshot(of: host, as: .frame, named: "failed-alert")

    try host.perform(.chooseAlertButton("Try again"))
    XCTAssertNil(store.alert)
    XCTAssertTrue(store.isProcessing)
    assertSnapshot(of: host, as: .frame, named: "processing")

    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("processing has ended") { !store.isProcessing }
    XCTAssertEqual(gateway.requests.count, 2)
    assertSnapshot(of: host, as: .frame, named: "ready")
  }

  func testAPromoCodeIsShownAboveTheButtons() async throws {
    let store = Store(
      initialState: PaymentFeature.State(productID: "coffee-grinder", promoCode: "SAVE10")
    ) {
      PaymentFeature()
    }
    assertSnapshot(of: NavigationStack { PaymentView(store: store) }, as: .frame)
  }
}
