import CoreTestSupport
import Payment
import PaymentTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Payment alone, exhaustively: the charge, its timeout and cancellation, and the alert.
@MainActor
final class PaymentFeatureTests: XCTestCase {
  let clock = TestClock()

  func makeStore(_ gateway: GatewayProbe, promoCode: String? = nil) -> TestStore<
    PaymentFeature.State, PaymentFeature.Action
  > {
    TestStore(initialState: PaymentFeature.State(productID: "coffee-grinder", promoCode: promoCode)) {
      PaymentFeature()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.paymentClient = gateway.client
    }
  }

  func testPaySucceedsAfterTheGatewayAnswers() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-42")])
    let store = makeStore(gateway, promoCode: "SAVE10")
    await store.send(.payButtonTapped) { $0.isProcessing = true }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    XCTAssertEqual(gateway.requests, [PaymentRequest(productID: "coffee-grinder", promoCode: "SAVE10")])
    await store.receive(.paymentSucceeded(orderID: "order-42")) { $0.isProcessing = false }
    await store.receive(.delegate(.succeeded(orderID: "order-42")))
    await store.finish()
  }

  func testADeclineRaisesTheDocumentsAlert() async {
    let gateway = GatewayProbe(clock: clock, answers: [.decline])
    let store = makeStore(gateway)
    await store.send(.payButtonTapped) { $0.isProcessing = true }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.paymentFailed) {
      $0.isProcessing = false
      $0.alert = AlertState {
        TextState("Payment failed")
      } actions: {
        ButtonState(action: .retryPayment) { TextState("Try again") }
        ButtonState(role: .cancel, action: .cancelPayment) { TextState("Cancel") }
      } message: {
        TextState("Your payment could not be processed.")
      }
    }
    await store.finish()
  }

  func testASilentGatewayTimesOutAndIsCancelled() async {
    let gateway = GatewayProbe(
      clock: clock, latency: .seconds(120), answers: [.approve(orderID: "too-late")])
    let store = makeStore(gateway)
    await store.send(.payButtonTapped) { $0.isProcessing = true }
    await clock.advance(by: .seconds(29), whenSleeping: 2)
    XCTAssertEqual(gateway.cancelled, 0)
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.paymentFailed) {
      $0.isProcessing = false
      $0.alert = failedAlert
    }
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1, "the late charge was cancelled, not left running")
  }

  func testAlertRetrySucceeds() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-7")])
    let store = makeStore(gateway)
    await store.send(.failedButtonTapped) { $0.alert = failedAlert }
    XCTAssertEqual(gateway.requests, [], "simulating a failure does not charge")
    await store.send(.alert(.presented(.retryPayment))) {
      $0.alert = nil
      $0.isProcessing = true
    }
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await store.receive(.paymentSucceeded(orderID: "order-7")) { $0.isProcessing = false }
    await store.receive(.delegate(.succeeded(orderID: "order-7")))
    await store.finish()
  }

  func testAlertCancelReportsCancelled() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.failedButtonTapped) { $0.alert = failedAlert }
    await store.send(.alert(.presented(.cancelPayment))) { $0.alert = nil }
    await store.receive(.delegate(.cancelled))
  }

  func testAlertDismissedBySwipeDoesNothingElse() async {
    let store = makeStore(GatewayProbe(clock: clock, answers: []))
    await store.send(.failedButtonTapped) { $0.alert = failedAlert }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  func testCancelWhileProcessingCancelsTheCharge() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let store = makeStore(gateway)
    await store.send(.payButtonTapped) { $0.isProcessing = true }
    await waitUntil("the charge is requested") { !gateway.requests.isEmpty }
    await store.send(.cancelButtonTapped) { $0.isProcessing = false }
    await store.receive(.delegate(.cancelled))
    await clock.advance(by: .seconds(60))
    await store.finish()
    XCTAssertEqual(gateway.cancelled, 1)
  }

  func testPayTwiceChargesOnce() async {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-1")])
    let store = makeStore(gateway)
    await store.send(.payButtonTapped) { $0.isProcessing = true }
    await store.send(.payButtonTapped)
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    XCTAssertEqual(gateway.requests.count, 1)
    await store.receive(.paymentSucceeded(orderID: "order-1")) { $0.isProcessing = false }
    await store.receive(.delegate(.succeeded(orderID: "order-1")))
  }

  func testAnUnprovidedGatewayFailsTheTest() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: PaymentFeature.State(productID: "x")) {
        PaymentFeature()
      } withDependencies: { [clock] in
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.payButtonTapped)
      await store.receive(.paymentFailed)
    }
    XCTAssertTrue(failures.contains { $0.contains("Unimplemented: 'PaymentClient.charge'") }, "\(failures)")
  }
}

/// The alert the document specifies, written out once more so a change to it fails here.
let failedAlert = AlertState<PaymentFeature.Action.Alert> {
  TextState("Payment failed")
} actions: {
  ButtonState(action: .retryPayment) { TextState("Try again") }
  ButtonState(role: .cancel, action: .cancelPayment) { TextState("Cancel") }
} message: {
  TextState("Your payment could not be processed.")
}
