import Checkout
import Core
import HeadlessUI
import Payment
import PaymentTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Checkout as a person uses it, standalone on its own stack (how a sheet shows it): the
/// stack root is the checkout screen, destinations registered there.
struct StandaloneCheckout: View {
  @Bindable var store: StoreOf<CheckoutFeature>

  var body: some View {
    NavigationStack(path: $store.nav.path.sending(\.pathDidChange)) {
      CheckoutView(store: store)
        .checkoutDestinations(store: store)
    }
  }
}

@MainActor
final class CheckoutViewTests: XCTestCase {
  func testTapThroughPromoPaymentAndReceiptThenBack() async throws {
    let clock = TestClock()
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-11")])
    let store = Store(initialState: CheckoutFeature.State(productID: "espresso-machine")) {
      CheckoutFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.paymentClient = gateway.client
    }
    let host = ViewHost(StandaloneCheckout(store: store))
    XCTAssertTrue(host.render().contains("Product: espresso-machine"))

    try host.perform(.tap("Promo code"))
    XCTAssertTrue(host.render().contains("┌─ sheet ─"))
    try host.perform(.type(field: "Promo code", text: "bogus"))
    try host.perform(.tap("Apply"))
    XCTAssertTrue(host.render().contains("is not a valid promo code"), "the sheet stays open")
    try host.perform(.type(field: "Promo code", text: "welcome5"))
    try host.perform(.tap("Apply"))
    let settled = host.settle().last ?? ""
    XCTAssertFalse(settled.contains("sheet"), settled)
    XCTAssertTrue(settled.contains("Promo code: WELCOME5"), settled)

    try host.perform(.tap("Continue"))
    XCTAssertTrue(host.render().contains("Payment"))
    try host.perform(.tap("Pay"))
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("the receipt is shown") { store.receipt != nil }
    let receipt = host.render()
    XCTAssertTrue(receipt.contains("Order: order-11"), receipt)
    XCTAssertEqual(gateway.requests.first?.promoCode, "WELCOME5")

    try host.perform(.back)
    XCTAssertNil(store.receipt, "the swipe went through the binding and cleared the step")
    XCTAssertTrue(store.nav.isEmpty)
    XCTAssertTrue(host.render().contains("Product: espresso-machine"))
  }

  func testSwipeBackFromPaymentWhileProcessingCancelsTheCharge() async throws {
    let clock = TestClock()
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = Store(initialState: CheckoutFeature.State(productID: "coffee-grinder")) {
      CheckoutFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.paymentClient = gateway.client
    }
    let host = ViewHost(StandaloneCheckout(store: store))
    host.render()
    try host.perform(.tap("Continue"))
    host.render()
    try host.perform(.tap("Pay"))
    await clock.advance(by: .milliseconds(500), whenSleeping: 2)
    try host.perform(.back)
    await clock.advance(by: .seconds(60))
    XCTAssertNil(store.payment)
    let cancelled = await waitUntil("the charge is cancelled") { gateway.cancelled == 1 }
    XCTAssertTrue(cancelled, "the charge was cancelled")
  }
}
