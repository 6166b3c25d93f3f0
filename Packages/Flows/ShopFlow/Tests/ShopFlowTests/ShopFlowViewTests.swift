import Checkout
import CoreTestSupport
import Foundation
import HeadlessUI
import SnapshotTesting
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@testable import ShopFlow

/// The app as a person drives it (no simulator): R1, the same Checkout pushed inline with the
/// host's stack and back gesture, and presented as a sheet on a stack of its own. The key
/// screens (Home, Checkout, Payment, the failed-payment alert, the Receipt) are snapshots in
/// `__Snapshots__/ShopFlowViewTests`.
@MainActor
final class ShopFlowViewTests: XCTestCase {
  let clock = TestClock()

  func makeHost(_ gateway: GatewayProbe) -> (Store<ShopFlow.State, ShopFlow.Action>, ViewHost) {
    let store = Store(initialState: ShopFlow.State()) {
      ShopFlow()
    } withDependencies: {
      gateway.install(in: &$0)
    }
    return (store, ViewHost(ShopFlowView(store: store)))
  }

  func testBuyPushesInlineAndAPurchaseReturnsHome() async throws {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-77")])
    let (store, host) = makeHost(gateway)
    assertSnapshot(of: host, as: .frame, named: "home")

    try host.perform(.tap("Buy"))
    assertSnapshot(of: host, as: .frame, named: "checkout")
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout])

    try host.perform(.tap("Continue"))
    assertSnapshot(of: host, as: .frame, named: "payment")
    try host.perform(.tap("Pay"))
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("the receipt is shown") { store.checkout?.receipt != nil }
    assertSnapshot(of: host, as: .frame, named: "receipt")
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .receipt])

    try host.perform(.tap("Close"))
    assertSnapshot(of: host, as: .frame, named: "home")
    XCTAssertNil(store.checkout)
    XCTAssertTrue(store.nav.isEmpty)
  }

  func testSwipeBackStepByStepCleansEachLevel() async throws {
    let (store, host) = makeHost(GatewayProbe(clock: clock, answers: []))
    host.render()
    try host.perform(.tap("Buy"))
    try host.perform(.tap("Continue"))
    XCTAssertNotNil(store.checkout?.payment)
    try host.perform(.back)
    XCTAssertNil(store.checkout?.payment)
    XCTAssertNotNil(store.checkout)
    try host.perform(.back)
    XCTAssertNil(store.checkout)
    XCTAssertTrue(host.render().contains("Quick buy"))
  }

  func testQuickBuyPresentsTheSameCheckoutInASheetWithItsOwnStack() async throws {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "order-5")])
    let (store, host) = makeHost(gateway)
    host.render()
    try host.perform(.tap("Quick buy"))
    assertSnapshot(of: host, as: .frame, named: "checkout-sheet")
    XCTAssertTrue(store.nav.isEmpty, "the host's stack is untouched")

    try host.perform(.tap("Continue"))
    XCTAssertEqual(store.checkoutSheet?.nav.compactMap(CheckoutPath.self), [.payment])
    XCTAssertTrue(store.nav.isEmpty)
    try host.perform(.tap("Pay"))
    await clock.advance(by: .seconds(1), whenSleeping: 2)
    await waitUntil("the sheet shows the receipt") { store.checkoutSheet?.receipt != nil }
    assertSnapshot(of: host, as: .frame, named: "receipt-sheet")
    try host.perform(.tap("Close"))
    // The sheet slides away showing the receipt, then Home is alone.
    assertSnapshot(of: host.settle().joined(separator: "\n  ⋯\n"), as: .lines, named: "closing-frames")
    XCTAssertNil(store.checkoutSheet)
  }

  func testSwipingTheSheetDownMidPaymentCancelsTheCharge() async throws {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    let (store, host) = makeHost(gateway)
    host.render()
    try host.perform(.tap("Quick buy"))
    host.render()
    try host.perform(.tap("Continue"))
    try host.perform(.tap("Pay"))
    await waitUntil("the charge is requested") { !gateway.productIDs.isEmpty }
    try host.perform(.dismissSheet)
    _ = host.settle()
    await clock.advance(by: .seconds(60))
    XCTAssertNil(store.checkoutSheet)
    let cancelled = await waitUntil("the charge is cancelled") { gateway.cancelled == 1 }
    XCTAssertTrue(cancelled, "the charge was cancelled")
  }

  /// A link resolved before the store exists: the first frame is already the payment screen,
  /// on a stack that agrees with the state, and back leads to checkout, then home.
  func testStateBuiltFromALinkBeforeLaunchRendersPaymentInTheFirstFrame() throws {
    let link = try XCTUnwrap(
      ShopDeepLinkParser.parse(URL(string: "shop://checkout/milk-frother/payment")!))
    let gateway = GatewayProbe(clock: clock, answers: [])
    let store = Store(initialState: ShopFlow().launched(ShopFlow.State(opening: link))) {
      ShopFlow()
    } withDependencies: {
      gateway.install(in: &$0)
    }
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
    let host = ViewHost(ShopFlowView(store: store))
    assertSnapshot(of: host.render(), as: .lines, named: "first-frame")
    try host.perform(.back)
    XCTAssertNil(store.checkout?.payment)
    XCTAssertTrue(host.render().contains("Continue"))
    try host.perform(.back)
    XCTAssertNil(store.checkout)
    XCTAssertTrue(host.render().contains("Quick buy"))
  }

  /// A link arrives while the payment's failure alert is up: ShopFlow decides, and a link
  /// replaces the open checkout, alert and all.
  func testALinkWhileThePaymentAlertIsUpReplacesTheCheckout() async throws {
    let (store, host) = makeHost(GatewayProbe(clock: clock, answers: []))
    host.render()
    try host.perform(.tap("Buy"))
    try host.perform(.tap("Continue"))
    try host.perform(.tap("Simulate failure"))
    assertSnapshot(of: host, as: .frame, named: "failed-payment-alert")
    try host.perform(.openURL(URL(string: "shop://checkout/milk-frother/payment")!))
    assertSnapshot(of: host, as: .frame, named: "linked-payment")
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
  }

  func testOpeningALinkFromTheScreen() async throws {
    let (store, host) = makeHost(GatewayProbe(clock: clock, answers: []))
    host.render()
    try host.perform(.openURL(URL(string: "shop://checkout/milk-frother/payment")!))
    let frame = host.render()
    XCTAssertTrue(frame.contains("Product: milk-frother"), frame)
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
    try host.perform(.openURL(URL(string: "https://example.com/receipt/order-9")!))
    XCTAssertTrue(host.render().contains("Order: order-9"))
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .receipt])
  }
}
