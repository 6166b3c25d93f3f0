import HeadlessUI
import Payment
import PaymentTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The payment screen driven by taps: processing disables the buttons, the alert's buttons
/// reach the reducer.
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
    let host = ViewHost(PaymentView(store: store))
    XCTAssertTrue(host.render().contains("Product: milk-frother"))
    try host.perform(.tap("Pay"))
    let processing = host.render()
    XCTAssertTrue(processing.contains("Processing…"), processing)
    XCTAssertFalse(host.availableGestures.contains(.tap("Pay")))
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("the alert is shown") { store.alert != nil }
    let alert = host.render()
    XCTAssertTrue(alert.contains("alert: Payment failed"), alert)
    XCTAssertTrue(alert.contains("Your payment could not be processed."), alert)
    try host.perform(.chooseAlertButton("Try again"))
    XCTAssertNil(store.alert)
    XCTAssertTrue(store.isProcessing)
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("processing has ended") { !store.isProcessing }
    XCTAssertFalse(store.isProcessing)
    XCTAssertEqual(gateway.requests.count, 2)
  }
}
