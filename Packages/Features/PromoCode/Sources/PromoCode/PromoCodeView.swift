import Core
import HeadlessUI
import ThirdPartyShim

/// The promo-code sheet's content: typing sends `.codeChanged`, so the reducer stays the
/// only writer of the code.
public struct PromoCodeView: View {
  let store: StoreOf<PromoCodeFeature>

  public init(store: StoreOf<PromoCodeFeature>) { self.store = store }

  public var body: some View {
    Form {
      TextField("Promo code", text: store.binding(get: \.code, send: \.codeChanged))
      if let errorMessage = store.errorMessage { Text("⚠ \(errorMessage)") }
      Button("Apply") { store.send(.applyButtonTapped) }
      Button("Cancel", role: .cancel) { store.send(.cancelButtonTapped) }
    }
    .navigationTitle("Promo code")
  }
}
