import HeadlessUI
import ThirdPartyShim

/// The receipt screen: the order id and "Close".
public struct ReceiptView: View {
  let store: StoreOf<ReceiptFeature>

  public init(store: StoreOf<ReceiptFeature>) { self.store = store }

  public var body: some View {
    VStack {
      Text("Thank you for your order")
      Text("Order: \(store.orderID)")
      Button("Close") { store.send(.closeButtonTapped) }
    }
    .navigationTitle("Receipt")
  }
}
