import Checkout
import Core
import CoreTestSupport
import HeadlessUI
import Payment
import PaymentTestSupport
import SnapshotTesting
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
    assertSnapshot(of: host, as: .frame, named: "checkout")

    try host.perform(.tap("Promo code"))
    assertSnapshot(of: host, as: .frame, named: "promo-sheet")
    try host.perform(.type(field: "Promo code", text: "bogus"))
    try host.perform(.tap("Apply"))
    assertSnapshot(of: host, as: .frame, named: "promo-sheet-unknown-code")
    try host.perform(.type(field: "Promo code", text: "welcome5"))
    assertSnapshot(of: host, as: .frame, named: "promo-sheet-typed")
    try host.perform(.tap("Apply"))
    // Every frame until the screen settles: the sheet slides away showing the code it
    // applied, never blank, then the checkout shows the code.
    assertSnapshot(
      of: host.settle().joined(separator: "\n  ⋯\n"), as: .lines, named: "promo-applied-frames")

    try host.perform(.tap("Continue"))
    assertSnapshot(of: host, as: .frame, named: "payment")
    try host.perform(.tap("Pay"))
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("the receipt is shown") { store.receipt != nil }
    assertSnapshot(of: host, as: .frame, named: "receipt")
    XCTAssertEqual(gateway.requests.first?.promoCode, "WELCOME5")

    try host.perform(.back)
    XCTAssertNil(store.receipt, "the swipe went through the binding and cleared the step")
    XCTAssertTrue(store.nav.isEmpty)
    assertSnapshot(of: host, as: .frame, named: "checkout-with-code")
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
