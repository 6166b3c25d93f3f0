import Checkout
import Core
import CoreTestSupport
import Payment
import PaymentTestSupport
import PromoCode
import Receipt
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Checkout running standalone, on its own stack (as in a sheet), every change asserted:
/// the tags it pushes, the steps it clears, the effects it cancels.
@MainActor
final class CheckoutFeatureTests: XCTestCase {
  let clock = TestClock()

  func makeStore(
    _ gateway: GatewayProbe, state: CheckoutFeature.State = CheckoutFeature.State(productID: "coffee-grinder")
  ) -> TestStore<CheckoutFeature.State, CheckoutFeature.Action> {
    TestStore(initialState: state) {
      CheckoutFeature()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.paymentClient = gateway.client
    }
  }

  func testStandaloneStateOwnsAFreshStack() async {
    let a = CheckoutFeature.State(productID: "x")
    let b = CheckoutFeature.State(productID: "x")
    XCTAssertTrue(a.nav.isEmpty)
    a.$nav.withLock { $0.append(CheckoutPath.checkout) }
    XCTAssertTrue(b.nav.isEmpty, "two standalone checkouts never share a stack")
  }

  func testFullPurchase() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-42")])
    let store = makeStore(gateway)
    await store.send(.continueButtonTapped) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.payment(.payButtonTapped)) { $0.payment?.isProcessing = true }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.payment(.paymentSucceeded(orderID: "order-42"))) {
      $0.payment?.isProcessing = false
    }
    await store.receive(.payment(.delegate(.succeeded(orderID: "order-42")))) {
      $0.payment = nil
      $0.receipt = ReceiptFeature.State(orderID: "order-42")
      $0.$nav.withLock {
        $0.popPast(CheckoutPath.payment)
        $0.append(CheckoutPath.receipt)
      }
    }
    await store.receive(.pathDidChange(NavigationPath([CheckoutPath.receipt])))
    await store.send(.receipt(.closeButtonTapped))
    await store.receive(.receipt(.delegate(.closed)))
    await store.receive(.delegate(.finished))
    await store.finish()
  }

  func testSwipeBackFromPaymentCancelsTheRequestInFlight() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = makeStore(gateway)
    await store.send(.continueButtonTapped) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.payment(.payButtonTapped)) { $0.payment?.isProcessing = true }
    let requested = await waitUntil("the charge is requested") { !gateway.requests.isEmpty }
    XCTAssertTrue(requested, "the charge is in flight")
    await store.send(.pathDidChange(NavigationPath())) {
      $0.payment = nil
      $0.$nav.withLock { $0.popToRoot() }
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1, "the gateway saw its charge cancelled")
  }

  func testSwipeBackFromReceipt() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.deepLinkToReceipt(orderID: "order-7")) {
      $0.receipt = ReceiptFeature.State(orderID: "order-7")
      $0.$nav.withLock { $0.append(CheckoutPath.receipt) }
    }
    await store.send(.pathDidChange(NavigationPath())) {
      $0.receipt = nil
      $0.$nav.withLock { $0.popToRoot() }
    }
  }

  func testPaymentCancelPopsProgrammatically() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.continueButtonTapped) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.payment(.cancelButtonTapped))
    await store.receive(.payment(.delegate(.cancelled))) {
      $0.$nav.withLock { $0.popPast(CheckoutPath.payment) }
    }
    // The pop is observed and re-dispatched: one cleanup path for swipes and pops.
    await store.receive(.pathDidChange(NavigationPath())) { $0.payment = nil }
  }

  func testAlertCancelPops() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.deepLinkToPayment) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.payment(.failedButtonTapped)) { $0.payment?.alert = failedAlert }
    await store.send(.payment(.alert(.presented(.cancelPayment)))) { $0.payment?.alert = nil }
    await store.receive(.payment(.delegate(.cancelled))) {
      $0.$nav.withLock { $0.popPast(CheckoutPath.payment) }
    }
    await store.receive(.pathDidChange(NavigationPath())) { $0.payment = nil }
  }

  func testAlertRetrySucceedsAndShowsTheReceipt() async {
    let gateway = GatewayProbe(clock: clock, answers: [.decline, .approve(orderID: "order-2")])
    let store = makeStore(gateway)
    await store.send(.deepLinkToPayment) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.payment(.payButtonTapped)) { $0.payment?.isProcessing = true }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.payment(.paymentFailed)) {
      $0.payment?.isProcessing = false
      $0.payment?.alert = failedAlert
    }
    await store.send(.payment(.alert(.presented(.retryPayment)))) {
      $0.payment?.alert = nil
      $0.payment?.isProcessing = true
    }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.payment(.paymentSucceeded(orderID: "order-2"))) {
      $0.payment?.isProcessing = false
    }
    await store.receive(.payment(.delegate(.succeeded(orderID: "order-2")))) {
      $0.payment = nil
      $0.receipt = ReceiptFeature.State(orderID: "order-2")
      $0.$nav.withLock {
        $0.popPast(CheckoutPath.payment)
        $0.append(CheckoutPath.receipt)
      }
    }
    await store.receive(.pathDidChange(NavigationPath([CheckoutPath.receipt])))
    XCTAssertEqual(gateway.requests.count, 2)
  }

  func testPromoSheetInvalidThenAppliedReachesPayment() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.promoCodeButtonTapped) { $0.promoCode = PromoCodeFeature.State() }
    await store.send(.promoCode(.presented(.applyButtonTapped))) {
      $0.promoCode?.errorMessage = "Enter a promo code."
    }
    await store.send(.promoCode(.presented(.codeChanged("save10")))) {
      $0.promoCode?.code = "save10"
      $0.promoCode?.errorMessage = nil
    }
    await store.send(.promoCode(.presented(.applyButtonTapped)))
    await store.receive(.promoCode(.presented(.delegate(.applied("SAVE10"))))) {
      $0.appliedPromoCode = "SAVE10"
      $0.promoCode = nil
    }
    await store.send(.continueButtonTapped) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder", promoCode: "SAVE10")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    XCTAssertEqual(
      store.state.nav.compactMap(CheckoutPath.self), [.payment], "a sheet is never on the stack")
  }

  func testPromoSheetDismissedBySwipeOrCancel() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.promoCodeButtonTapped) { $0.promoCode = PromoCodeFeature.State() }
    await store.send(.promoCode(.dismiss)) { $0.promoCode = nil }
    await store.send(.promoCodeButtonTapped) { $0.promoCode = PromoCodeFeature.State() }
    await store.send(.promoCode(.presented(.cancelButtonTapped)))
    await store.receive(.promoCode(.presented(.delegate(.cancelled)))) { $0.promoCode = nil }
    XCTAssertNil(store.state.appliedPromoCode)
  }

  func testDeepLinkToReceiptReplacesAnOpenPayment() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.deepLinkToPayment) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.deepLinkToReceipt(orderID: "order-3")) {
      $0.payment = nil
      $0.receipt = ReceiptFeature.State(orderID: "order-3")
      $0.$nav.withLock {
        $0.popToRoot()
        $0.append(CheckoutPath.receipt)
      }
    }
    await store.receive(.pathDidChange(NavigationPath([CheckoutPath.receipt])))
  }

  func testContinueTwicePushesOnce() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.continueButtonTapped) {
      $0.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.continueButtonTapped)
    XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.payment])
  }
}

/// The document's failure alert.
let failedAlert = AlertState<PaymentFeature.Action.Alert> {
  TextState("Payment failed")
} actions: {
  ButtonState(action: .retryPayment) { TextState("Try again") }
  ButtonState(role: .cancel, action: .cancelPayment) { TextState("Cancel") }
} message: {
  TextState("Your payment could not be processed.")
}
