import Checkout
import Core
import HeadlessUI
import Home
import ThirdPartyShim

/// The shop's root view: binds the stack to the flow's shared path and registers Checkout's
/// destinations at the stack root, where SwiftUI sees them. It does not know Checkout's
/// screens; `checkoutDestinations` does.
public struct ShopFlowView: View {
  @Bindable var store: StoreOf<ShopFlow>

  public init(store: StoreOf<ShopFlow>) { self.store = store }

  public var body: some View {
    NavigationStack(path: $store.nav.path.sending(\.pathDidChange)) {
      ShopHomeView(store: store.scope(state: \.home, action: \.home))
        .checkoutDestinations(store: store.scope(state: \.checkout, action: \.checkout))
    }
    // `sheet(item:)` over a scoped store, not `sheet(isPresented:)` + `if let`: the dismissal
    // frame of a swipe draws the last checkout instead of a blank sheet (found by the
    // reliability model).
    .sheet(item: $store.scope(state: \.checkoutSheet, action: \.checkoutSheet)) { checkout in
      CheckoutSheetView(store: checkout)
    }
    .onOpenURL { store.send(.openURL($0)) }
  }
}

/// Quick buy's sheet: a stack of its own, rooted at the checkout screen, bound to the
/// checkout's own (standalone) path, with the same destinations registration.
struct CheckoutSheetView: View {
  @Bindable var store: StoreOf<CheckoutFeature>

  var body: some View {
    NavigationStack(path: $store.nav.path.sending(\.pathDidChange)) {
      CheckoutView(store: store)
        .checkoutDestinations(store: store)
    }
  }
}
