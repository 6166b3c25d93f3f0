import Checkout
import Core
import CoreTestSupport
import Foundation
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@testable import ShopFlow

/// The flow, exhaustively: every state change, every stack change, every action the
/// navigation layer sends itself. Checkout's step states are written as `.init(…)`: this
/// target does not import Payment or Receipt, just as ShopFlow does not.
@MainActor
final class ShopFlowTests: XCTestCase {
  let clock = TestClock()

  func makeStore(_ gateway: GatewayProbe, state: ShopFlow.State = ShopFlow.State())
    -> TestStore<ShopFlow.State, ShopFlow.Action>
  {
    TestStore(initialState: state) {
      ShopFlow()
    } withDependencies: {
      gateway.install(in: &$0)
    }
  }

  /// Buy, then Continue: checkout pushed inline, payment pushed by Checkout.
  func openPayment(_ store: TestStore<ShopFlow.State, ShopFlow.Action>) async {
    await store.send(.home(.buyButtonTapped))
    await store.receive(.home(.delegate(.buyButtonTapped(productID: "coffee-grinder")))) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.send(.checkout(.continueButtonTapped)) {
      $0.checkout?.payment = .init(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
  }

  /// The receipt deep link on an empty stack: Checkout pushed for an unknown product, then
  /// its receipt step.
  func openReceipt(_ store: TestStore<ShopFlow.State, ShopFlow.Action>, orderID: String) async {
    await store.send(.openURL(URL(string: "https://example.com/receipt/\(orderID)")!)) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "unknown")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.receive(.checkout(.deepLinkToReceipt(orderID: orderID))) {
      $0.checkout?.receipt = .init(orderID: orderID)
      $0.$nav.withLock { $0.append(CheckoutPath.receipt) }
    }
  }

  /// The charge went through: Payment reports it, Checkout replaces the payment step with the
  /// receipt, and both contexts observe the stack change (the host's first).
  func receiveReceipt(_ store: TestStore<ShopFlow.State, ShopFlow.Action>, orderID: String) async {
    await store.receive(.checkout(.payment(.paymentSucceeded(orderID: orderID)))) {
      $0.checkout?.payment?.isProcessing = false
    }
    await store.receive(.checkout(.payment(.delegate(.succeeded(orderID: orderID))))) {
      $0.checkout?.payment = nil
      $0.checkout?.receipt = .init(orderID: orderID)
      $0.$nav.withLock {
        $0.popPast(CheckoutPath.payment)
        $0.append(CheckoutPath.receipt)
      }
    }
    let afterPayment = NavigationPath([CheckoutPath.checkout, CheckoutPath.receipt])
    await store.receive(.pathDidChange(afterPayment))
    await store.receive(.checkout(.pathDidChange(afterPayment)))
  }

  func testFullPurchaseInline() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-42")])
    let store = makeStore(gateway)
    await openPayment(store)
    await store.send(.checkout(.payment(.payButtonTapped))) {
      $0.checkout?.payment?.isProcessing = true
    }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await receiveReceipt(store, orderID: "order-42")
    await store.send(.checkout(.receipt(.closeButtonTapped)))
    await store.receive(.checkout(.receipt(.delegate(.closed))))
    await store.receive(.checkout(.delegate(.finished))) {
      $0.$nav.withLock { $0.popPast(CheckoutPath.checkout) }
    }
    await store.receive(.pathDidChange(NavigationPath())) { $0.checkout = nil }
    await store.finish()
    XCTAssertEqual(gateway.productIDs, ["coffee-grinder"])
  }

  func testSwipeBackFromPaymentMidRequestCancelsIt() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = makeStore(gateway)
    await openPayment(store)
    await store.send(.checkout(.payment(.payButtonTapped))) {
      $0.checkout?.payment?.isProcessing = true
    }
    await clock.advance(by: .milliseconds(500), whenSleeping: 2)
    await store.send(.pathDidChange(NavigationPath([CheckoutPath.checkout]))) {
      $0.checkout?.payment = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1, "the charge was cancelled, observably")
  }

  func testSwipeBackFromReceiptThenToRoot() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await openReceipt(store, orderID: "order-42")
    await store.send(.pathDidChange(NavigationPath([CheckoutPath.checkout]))) {
      $0.checkout?.receipt = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
    await store.send(.pathDidChange(NavigationPath())) {
      $0.checkout = nil
      $0.$nav.withLock { $0.popToRoot() }
    }
  }

  func testOneSwipeToRootFromPaymentCleansEveryLevel() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = makeStore(gateway)
    await openPayment(store)
    await store.send(.checkout(.payment(.payButtonTapped))) {
      $0.checkout?.payment?.isProcessing = true
    }
    await waitUntil("the charge is requested") { !gateway.productIDs.isEmpty }
    await store.send(.pathDidChange(NavigationPath())) {
      $0.checkout = nil
      $0.$nav.withLock { $0.popToRoot() }
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1)
  }

  func testAlertCancelPopsPaymentProgrammatically() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await openPayment(store)
    await store.send(.checkout(.payment(.failedButtonTapped))) {
      $0.checkout?.payment?.alert = paymentFailedAlert(retry: .retryPayment, cancel: .cancelPayment)
    }
    await store.send(.checkout(.payment(.alert(.presented(.cancelPayment))))) {
      $0.checkout?.payment?.alert = nil
    }
    await store.receive(.checkout(.payment(.delegate(.cancelled)))) {
      $0.$nav.withLock { $0.popPast(CheckoutPath.payment) }
    }
    // The host's context and Checkout's own both observe the pop; the host's comes first and,
    // relayed, cleans Checkout's step.
    let checkoutOnly = NavigationPath([CheckoutPath.checkout])
    await store.receive(.pathDidChange(checkoutOnly)) { $0.checkout?.payment = nil }
    await store.receive(.checkout(.pathDidChange(checkoutOnly)))
  }

  func testAlertRetrySucceeds() async {
    let gateway = GatewayProbe(clock: clock, answers: [.decline, .approve(orderID: "order-8")])
    let store = makeStore(gateway)
    await openPayment(store)
    await store.send(.checkout(.payment(.payButtonTapped))) {
      $0.checkout?.payment?.isProcessing = true
    }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.checkout(.payment(.paymentFailed))) {
      $0.checkout?.payment?.isProcessing = false
      $0.checkout?.payment?.alert = paymentFailedAlert(retry: .retryPayment, cancel: .cancelPayment)
    }
    await store.send(.checkout(.payment(.alert(.presented(.retryPayment))))) {
      $0.checkout?.payment?.alert = nil
      $0.checkout?.payment?.isProcessing = true
    }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await receiveReceipt(store, orderID: "order-8")
    XCTAssertEqual(gateway.productIDs, ["coffee-grinder", "coffee-grinder"])
  }

  func testPromoSheetInsidePushedCheckout() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.home(.buyButtonTapped))
    await store.receive(.home(.delegate(.buyButtonTapped(productID: "coffee-grinder")))) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.send(.checkout(.promoCodeButtonTapped)) { $0.checkout?.promoCode = .init() }
    await store.send(.checkout(.promoCode(.presented(.codeChanged("freeship"))))) {
      $0.checkout?.promoCode?.code = "freeship"
    }
    await store.send(.checkout(.promoCode(.presented(.applyButtonTapped))))
    await store.receive(.checkout(.promoCode(.presented(.delegate(.applied("FREESHIP")))))) {
      $0.checkout?.appliedPromoCode = "FREESHIP"
      $0.checkout?.promoCode = nil
    }
    XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.checkout])
  }

  // MARK: Deep links

  func testDeepLinkToCheckout() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.openURL(URL(string: "shop://checkout/milk-frother")!)) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "milk-frother")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
  }

  func testDeepLinkToPayment() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.openURL(URL(string: "shop://checkout/espresso-machine/payment")!)) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "espresso-machine")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.receive(.checkout(.deepLinkToPayment)) {
      $0.checkout?.payment = .init(productID: "espresso-machine")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
  }

  func testRejectedLinkChangesNothing() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await openPayment(store)
    await store.send(.openURL(URL(string: "https://evil.example/receipt/order-1")!))
    await store.send(.openURL(URL(string: "shop://checkout/../payment")!))
  }

  func testDeepLinkWhileACheckoutIsOpenReplacesItCleanly() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = makeStore(gateway)
    await openPayment(store)
    await store.send(.checkout(.payment(.payButtonTapped))) {
      $0.checkout?.payment?.isProcessing = true
    }
    await waitUntil("the charge is requested") { !gateway.productIDs.isEmpty }
    let link = URL(string: "shop://checkout/espresso-machine/payment")!
    await store.send(.openURL(link)) {
      // One step: the open checkout goes, with everything it pushed, and the new one comes.
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "espresso-machine")
      $0.$nav.withLock {
        $0.popToRoot()
        $0.append(CheckoutPath.checkout)
      }
    }
    await store.receive(.pathDidChange(NavigationPath([CheckoutPath.checkout])))
    await store.receive(.checkout(.deepLinkToPayment)) {
      $0.checkout?.payment = .init(productID: "espresso-machine")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1, "the replaced checkout's charge was cancelled")
    XCTAssertEqual(store.state.nav.count, 2, "no orphan or duplicate tags")
  }

  func testReceiptLinkWhileAReceiptIsOpen() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await openReceipt(store, orderID: "order-1")
    await store.send(.openURL(URL(string: "https://example.com/receipt/order-2")!)) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "unknown")
      $0.$nav.withLock {
        $0.popToRoot()
        $0.append(CheckoutPath.checkout)
      }
    }
    await store.receive(.pathDidChange(NavigationPath([CheckoutPath.checkout])))
    await store.receive(.checkout(.deepLinkToReceipt(orderID: "order-2"))) {
      $0.checkout?.receipt = .init(orderID: "order-2")
      $0.$nav.withLock { $0.append(CheckoutPath.receipt) }
    }
    XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.checkout, .receipt])
  }

  func testDeepLinkWhileTheSheetIsOpenDismissesItAndPushes() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = makeStore(gateway)
    await store.send(.home(.quickBuyButtonTapped))
    await store.receive(.home(.delegate(.quickBuyButtonTapped(productID: "coffee-grinder")))) {
      $0.checkoutSheet = CheckoutFeature.State(productID: "coffee-grinder")
    }
    await store.send(.checkoutSheet(.presented(.continueButtonTapped))) {
      $0.checkoutSheet?.payment = .init(productID: "coffee-grinder")
      $0.checkoutSheet?.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.checkoutSheet(.presented(.payment(.payButtonTapped)))) {
      $0.checkoutSheet?.payment?.isProcessing = true
    }
    await waitUntil("the charge is requested") { !gateway.productIDs.isEmpty }
    await store.send(.openURL(URL(string: "shop://checkout/milk-frother")!)) {
      $0.checkoutSheet = nil
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "milk-frother")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1, "the sheet's charge went with the sheet")
  }
}

/// The document's failure alert. Generic so the alert's action type is inferred from the
/// state it is assigned to, without naming Payment's types here.
func paymentFailedAlert<A>(retry: A, cancel: A) -> AlertState<A> {
  AlertState {
    TextState("Payment failed")
  } actions: {
    ButtonState(action: retry) { TextState("Try again") }
    ButtonState(role: .cancel, action: cancel) { TextState("Cancel") }
  } message: {
    TextState("Your payment could not be processed.")
  }
}
