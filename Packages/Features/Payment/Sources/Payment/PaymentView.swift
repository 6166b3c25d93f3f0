import Core
import HeadlessUI
import ThirdPartyShim

/// The payment screen: "Pay", "Simulate failure" and "Cancel", disabled while processing,
/// and the failure alert this feature owns.
public struct PaymentView: View {
  @Bindable var store: StoreOf<PaymentFeature>

  public init(store: StoreOf<PaymentFeature>) { self.store = store }

  public var body: some View {
    Form {
      Text("Product: \(store.productID)")
      if let promoCode = store.promoCode { Text("Promo code: \(promoCode)") }
      if store.isProcessing { Text("Processing…") }
      Group {
        Button("Pay") { store.send(.payButtonTapped) }
        Button("Simulate failure") { store.send(.failedButtonTapped) }
      }
      .disabled(store.isProcessing)
      Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
    }
    .navigationTitle("Payment")
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
