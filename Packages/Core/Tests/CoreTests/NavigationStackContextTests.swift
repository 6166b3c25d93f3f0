import Core
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The Flow pattern's DSL driven through a three-level flow, every assertion exhaustive.
@MainActor
final class NavigationStackContextTests: XCTestCase {
  func testAssigningChildStateAutoPushesItsTag() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    await store.send(.buyTapped("grinder")) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.send(.checkout(.continueTapped)) {
      $0.checkout?.payment = PaymentFeature.State()
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
  }

  func testBackSwipeCleansPaymentKeepsCheckoutAndCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: ShopFlow.State()) {
      ShopFlow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await buyAndContinue(store)
    await store.send(.checkout(.payment(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.checkout) { $0.checkout?.payment?.ticks = 1 }

    await store.send(.pathDidChange(path(CheckoutPath.checkout))) {
      $0.checkout?.payment = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  func testOneSwipeToRootCleansEveryLevel() async {
    let clock = TestClock()
    let store = TestStore(initialState: ShopFlow.State()) {
      ShopFlow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await buyAndContinue(store)
    await store.send(.checkout(.payment(.startTimer)))
    await store.send(.pathDidChange(NavigationPath())) {
      $0.checkout = nil
      $0.$nav.withLock { $0.popToRoot() }
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  func testRelayCleansNestedLevelWhenHostKeepsSubFlow() async {
    let store = TestStore(initialState: ShopFlow.State.checkout(showing: .payment, .receipt)) { ShopFlow() }
    // The host swipe is relayed into Checkout, whose context drops both nested screens.
    await store.send(.pathDidChange(path(CheckoutPath.checkout))) {
      $0.checkout?.payment = nil
      $0.checkout?.receipt = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
  }

  func testProgrammaticPopRunsTheSameCleanupAsASwipe() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    await buyAndContinue(store)
    await store.send(.checkout(.popToCheckout)) {
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
    // The host's context sees the shrink and re-dispatches first; relayed into Checkout, it
    // cleans Payment. Checkout's own re-dispatch follows and finds nothing left to clean.
    await store.receive(.pathDidChange(path(CheckoutPath.checkout))) {
      $0.checkout?.payment = nil
    }
    await store.receive(.checkout(.pathDidChange(path(CheckoutPath.checkout))))
  }

  func testHostPopPastCleansSubFlow() async {
    let store = TestStore(initialState: ShopFlow.State.checkout(showing: .receipt)) { ShopFlow() }
    await store.send(.checkout(.receipt(.closeTapped)))
    await store.receive(.checkout(.delegate(.finished))) {
      $0.$nav.withLock { $0.popToRoot() }
    }
    await store.receive(.pathDidChange(NavigationPath())) {
      $0.checkout = nil
    }
  }

  func testSettingChildStateToNilPopsItsTagAndEverythingAbove() async {
    let store = TestStore(initialState: ShopFlow.State.checkout(showing: .payment, .receipt)) { ShopFlow() }
    await store.send(.checkout(.closePayment)) {
      $0.checkout?.payment = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
    // Receipt stood above Payment: the pop reaches it through the one event stream.
    await store.receive(.pathDidChange(path(CheckoutPath.checkout))) {
      $0.checkout?.receipt = nil
    }
    await store.receive(.checkout(.pathDidChange(path(CheckoutPath.checkout))))
  }

  func testDeepLinkBuildsStateAndStack() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    await store.send(.deepLinkToPayment("espresso")) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "espresso")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.receive(.checkout(.continueTapped)) {
      $0.checkout?.payment = PaymentFeature.State()
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
  }

  /// An action that pops and then sends something that pushes: the re-dispatched path must
  /// be handled before the push, or the older path would trim the new screen away.
  func testPopThenPushInOneActionKeepsTheNewScreen() async {
    let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
    store.exhaustivity = .off
    await store.send(.buyTapped("grinder"))
    await store.send(.checkout(.continueTapped))
    await store.send(.checkout(.restartPayment))
    await store.skipReceivedActions()
    XCTAssertNotNil(store.state.checkout?.payment, "the fresh payment step has state")
    XCTAssertEqual(
      store.state.nav.compactMap(CheckoutPath.self), [.checkout, .payment],
      "and its screen is on the stack")
  }

  /// Buy, then Continue, every change asserted: the stack holds Checkout and its Payment step.
  /// The prologue of most tests here; `testAssigningChildStateAutoPushesItsTag` spells it out.
  private func buyAndContinue(_ store: TestStore<ShopFlow.State, ShopFlow.Action>) async {
    await store.send(.buyTapped("grinder")) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.send(.checkout(.continueTapped)) {
      $0.checkout?.payment = PaymentFeature.State()
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
  }
}
