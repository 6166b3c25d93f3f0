import HeadlessUI
import ThirdPartyShim

/// The home screen: tap a product to select it, then "Buy" or "Quick buy".
public struct ShopHomeView: View {
  let store: StoreOf<ShopHomeFeature>

  public init(store: StoreOf<ShopHomeFeature>) { self.store = store }

  public var body: some View {
    List {
      Section("Products") {
        ForEach(store.products) { product in
          HStack {
            Button(product.name) { store.send(.productTapped(id: product.id)) }
            Text(product.price)
            if product.id == store.selectedProductID { Text("✓ selected") }
          }
        }
      }
      Button("Buy") { store.send(.buyButtonTapped) }
      Button("Quick buy") { store.send(.quickBuyButtonTapped) }
    }
    .navigationTitle("Shop")
  }
}
