import Checkout
import Core
import Payment
import Receipt
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// R4: Checkout does not know its host. A host written here, unlike ShopFlow (its own screens
/// already on the stack, its own names), plugs the same Checkout in through the public
/// contract only: `State.init(nav:productID:)`, `CheckoutPath.checkout`, `relayTo:`, `.finished`.
struct WishlistFlow: Reducer {
  enum WishlistPath: Hashable, Sendable { case item }

  /// The host's own pushed screen: an item of the wish list.
  struct Item: Reducer {
    struct State: Equatable, Sendable { var id: String }
    enum Action: Equatable, Sendable { case noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var item: Item.State?
    var checkout: CheckoutFeature.State?
  }

  enum Action: Equatable, Sendable, CasePathable {
    case openItem(String)
    case buy(String)
    case item(Item.Action)
    case checkout(CheckoutFeature.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openItem(id):
        state.item = Item.State(id: id)
        return .none
      case let .buy(id):
        state.checkout = CheckoutFeature.State(nav: state.$nav, productID: id)
        return .none
      case .checkout(.delegate(.finished)):
        // This host returns to the item, not to the root: its own decision.
        state.$nav.withLock { $0.popPast(CheckoutPath.checkout) }
        return .none
      case .checkout, .item, .pathDidChange:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(\.item, action: \.item, path: WishlistPath.item) { Item() }
      context.ifLet(
        \.checkout, action: \.checkout, path: CheckoutPath.checkout, relayTo: \.pathDidChange
      ) {
        CheckoutFeature()
      }
    }
  }
}

@MainActor
final class ForeignHostTests: XCTestCase {
  func testTheSameCheckoutRunsOnAStackThatAlreadyHoldsForeignScreens() async {
    let store = TestStore(initialState: WishlistFlow.State()) { WishlistFlow() }
    store.exhaustivity = .off
    await store.send(.openItem("milk-frother"))
    await store.send(.buy("milk-frother"))
    await store.send(.checkout(.deepLinkToReceipt(orderID: "order-5")))
    await store.skipReceivedActions(strict: false)
    XCTAssertEqual(store.state.nav.count, 3)
    XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.checkout, .receipt])
    await store.send(.checkout(.receipt(.closeButtonTapped)))
    await store.skipReceivedActions()
    XCTAssertNil(store.state.checkout)
    XCTAssertEqual(
      store.state.nav.compactMap(WishlistFlow.WishlistPath.self), [.item],
      "the host's own screen is untouched")
    XCTAssertEqual(store.state.item?.id, "milk-frother")
    XCTAssertEqual(store.state.nav.count, 1)
  }

  func testAHostSwipeIsRelayedIntoCheckout() async {
    let store = TestStore(initialState: WishlistFlow.State()) { WishlistFlow() }
    await store.send(.buy("coffee-grinder")) {
      $0.checkout = CheckoutFeature.State(nav: $0.$nav, productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.checkout) }
    }
    await store.send(.checkout(.continueButtonTapped)) {
      $0.checkout?.payment = PaymentFeature.State(productID: "coffee-grinder")
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.pathDidChange(NavigationPath([CheckoutPath.checkout]))) {
      $0.checkout?.payment = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
    }
  }
}
