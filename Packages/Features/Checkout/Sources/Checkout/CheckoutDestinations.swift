import HeadlessUI
import Payment
import Receipt
import ThirdPartyShim

extension View {
  /// Registers Checkout's screens on the enclosing `NavigationStack`.
  ///
  /// Attach it at the stack's root, where SwiftUI sees registrations; a host does so without
  /// knowing which screens Checkout has. `store` is `nil` while no checkout is open, and a
  /// step whose state is gone draws nothing rather than a stale screen.
  public func checkoutDestinations(store: StoreOf<CheckoutFeature>?) -> some View {
    navigationDestination(for: CheckoutPath.self) { path in
      if let store {
        switch path {
        case .checkout:
          CheckoutView(store: store)
        case .payment:
          if let s = store.scope(state: \.payment, action: \.payment) {
            PaymentView(store: s)
          }
        case .receipt:
          if let s = store.scope(state: \.receipt, action: \.receipt) {
            ReceiptView(store: s)
          }
        }
      }
    }
  }
}
