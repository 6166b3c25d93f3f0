import Checkout
import Core
import Foundation
import Home
import ThirdPartyShim

/// The shop's flow: Home at the root, Checkout pushed inline (Buy) or presented as a sheet
/// (Quick buy), deep links into either step of a purchase.
///
/// It owns the navigation stack and knows Checkout only as one destination,
/// `CheckoutPath.checkout` (R3): what Checkout pushes after that is Checkout's business, kept
/// in sync by the `relayTo:` below. The body reads top to bottom: scopes, the routing
/// `Reduce`, then the presentations and the stack context.
public struct ShopFlow: Reducer {
  public struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) public var nav

    public var checkout: CheckoutFeature.State?
    public var home = ShopHomeFeature.State()
    /// Quick buy: the same Checkout, presented modally on a stack of its own.
    @Presents public var checkoutSheet: CheckoutFeature.State?

    public init() {}

    /// The state a deep link stands for, built before any store exists (a link that launched
    /// the app). `ShopFlow().launched(_:)` pushes the screens it implies before the first frame.
    public init(opening link: ShopDeepLink) {
      switch link {
      case let .checkout(productID):
        checkout = CheckoutFeature.State(nav: $nav, productID: productID)
      case let .checkoutPayment(productID):
        checkout = CheckoutFeature.State(nav: $nav, productID: productID)
        checkout?.showPayment()
      case let .receipt(orderID):
        checkout = CheckoutFeature.State(nav: $nav, productID: "unknown")
        checkout?.showReceipt(orderID: orderID)
      }
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case checkout(CheckoutFeature.Action)
    case checkoutSheet(PresentationAction<CheckoutFeature.Action>)
    case home(ShopHomeFeature.Action)
    case openURL(URL)
    case pathDidChange(NavigationPath)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { ShopHomeFeature() }

    Reduce { state, action in
      switch action {
      case let .home(.delegate(.buyButtonTapped(productID))):
        // Just assign state: navigationStackContext auto-pushes CheckoutPath.checkout (R1).
        state.checkout = CheckoutFeature.State(nav: state.$nav, productID: productID)
        return .none

      case let .home(.delegate(.quickBuyButtonTapped(productID))):
        // The same feature with its default, standalone stack: the sheet is its context.
        state.checkoutSheet = CheckoutFeature.State(productID: productID)
        return .none

      case .checkout(.delegate(.finished)):
        state.$nav.withLock { $0.popPast(CheckoutPath.checkout) }
        return .none

      case .checkoutSheet(.presented(.delegate(.finished))):
        state.checkoutSheet = nil
        return .none

      case let .openURL(url):
        guard let route = ShopDeepLinkParser.parse(url) else { return .none }
        state.checkoutSheet = nil
        // Replace, never stack: a new checkout where one is open is a different one (its own
        // `id`), so the stack context pops the old one and everything it pushed, cancels its
        // effects and pushes the new one, all in this action.
        return open(route, state: &state)

      case .checkout, .checkoutSheet, .home, .pathDidChange:
        return .none
      }
    }
    .ifLet(\.$checkoutSheet, action: \.checkoutSheet) { CheckoutFeature() }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(
        \.checkout, action: \.checkout, path: CheckoutPath.checkout, relayTo: \.pathDidChange
      ) {
        CheckoutFeature()
      }
    }
  }

  /// Builds the state a deep link stands for, then sends Checkout the step to show.
  private func open(_ route: ShopDeepLink, state: inout State) -> Effect<Action> {
    switch route {
    case let .checkout(productID):
      state.checkout = CheckoutFeature.State(nav: state.$nav, productID: productID)
      return .none
    case let .checkoutPayment(productID):
      state.checkout = CheckoutFeature.State(nav: state.$nav, productID: productID)
      return .send(.checkout(.deepLinkToPayment))
    case let .receipt(orderID):
      state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "unknown")
      return .send(.checkout(.deepLinkToReceipt(orderID: orderID)))
    }
  }
}
