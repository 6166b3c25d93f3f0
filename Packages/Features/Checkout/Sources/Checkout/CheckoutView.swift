import Core
import HeadlessUI
import PromoCode
import ThirdPartyShim

/// The checkout screen: the product, the promo code, "Continue" to payment. It presents the
/// promo-code sheet itself: the presentation belongs to the feature that raises it.
public struct CheckoutView: View {
  @Bindable var store: StoreOf<CheckoutFeature>

  public init(store: StoreOf<CheckoutFeature>) { self.store = store }

  public var body: some View {
    Form {
      Text("Product: \(store.productID)")
      if let code = store.appliedPromoCode {
        Text("Promo code: \(code)")
        Button("Remove promo code") { store.send(.removePromoCodeButtonTapped) }
      } else {
        Button("Promo code") { store.send(.promoCodeButtonTapped) }
      }
      Button("Continue") { store.send(.continueButtonTapped) }
    }
    .navigationTitle("Checkout")
    // The scoped child store keeps the last promo-code state for the dismissal frame, so a
    // swipe or an applied code never shows a blank sheet sliding away.
    .sheet(item: $store.scope(state: \.promoCode, action: \.promoCode)) { promoCode in
      PromoCodeView(store: promoCode)
    }
  }
}
