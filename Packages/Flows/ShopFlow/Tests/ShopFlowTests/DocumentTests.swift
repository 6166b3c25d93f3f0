import Checkout
import Core
import Foundation
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@testable import ShopFlow

/// The Flow pattern document's four tests, as written there (non-exhaustive).
@MainActor
final class DocumentTests: XCTestCase {
  func test_buyButtonPushesCheckout() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    store.exhaustivity = .off

    await store.send(.home(.buyButtonTapped))
    await store.skipReceivedActions()

    XCTAssertEqual(store.state.checkout?.productID, "coffee-grinder")
    XCTAssertTrue(store.state.nav.items.contains { ($0 as? CheckoutPath) == .checkout })
  }

  func test_backSwipeCleansPaymentButKeepsCheckout() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    store.exhaustivity = .off

    await store.send(.home(.buyButtonTapped))
    await store.skipReceivedActions()
    await store.send(.checkout(.continueButtonTapped))

    // Simulate swipe-back to checkout (remove payment from path)
    var path = NavigationPath()
    path.append(CheckoutPath.checkout)
    await store.send(.pathDidChange(path))
    await store.skipReceivedActions(strict: false)  // nothing is received: strict would fail

    XCTAssertNotNil(store.state.checkout)  // checkout stays
    XCTAssertNil(store.state.checkout?.payment)  // payment cleaned up
    XCTAssertEqual(
      store.state.nav.items.compactMap { $0 as? CheckoutPath },
      [.checkout]
    )
  }

  func test_deepLinkToPaymentBuildsFeatureAndStack() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    store.exhaustivity = .off

    await store.send(.openURL(URL(string: "shop://checkout/espresso-machine/payment")!))
    await store.skipReceivedActions()

    XCTAssertEqual(store.state.checkout?.productID, "espresso-machine")
    XCTAssertNotNil(store.state.checkout?.payment)
    XCTAssertEqual(
      store.state.nav.items.compactMap { $0 as? CheckoutPath },
      [.checkout, .payment]
    )
  }

  func test_receiptCloseFinishesFlow() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    store.exhaustivity = .off

    await store.send(.openURL(URL(string: "https://example.com/receipt/order-42")!))
    await store.skipReceivedActions()
    await store.send(.checkout(.receipt(.closeButtonTapped)))
    await store.skipReceivedActions()

    XCTAssertNil(store.state.checkout)
    XCTAssertTrue(store.state.nav.items.isEmpty)
  }
}
