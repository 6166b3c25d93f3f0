import HeadlessUI
import ThirdPartyShim
import XCTest

/// `.sheet(item: $store.scope(…))` for a TCA `@Presents` child: swipe sends `.dismiss`; the
/// dismissal frame keeps the last child state.
@MainActor
final class SheetStoreTests: XCTestCase {
  struct CartView: View {
    @Binding var store: Store<PromoState, PromoAction>
    var body: some View {
      Button("Promo") { store.send(.showPromo) }
        .sheet(item: $store.scope(state: \.promoCode, action: \.promoCode)) { promo in
          Text("Code \(promo.state)")
          Button("Apply") { promo.send(.apply) }
        }
    }
  }

  func testSwipeSendsDismissAndTheDismissalFrameKeepsContent() async throws {
    var received: [String] = []
    let store = Store(initialState: PromoState()) {
      Reduce<PromoState, PromoAction> { state, action in
        switch action {
        case .showPromo: state.promoCode = "SAVE10"
        case .promoCode(.presented(.apply)): received.append("apply")
        case .promoCode(.dismiss): state.promoCode = nil; received.append("dismiss")
        }
        return .none
      }
    }
    let host = ViewHost(CartView(store: .constant(store)))
    try host.perform(.tap("Promo"))
    XCTAssertTrue(host.render().contains("┌─ sheet ─\n│ Code SAVE10\n│ [Apply]\n└─"))
    try host.perform(.tap("Apply"))
    try host.perform(.dismissSheet)
    XCTAssertEqual(received, ["apply", "dismiss"])
    let frames = host.settle()
    XCTAssertTrue(frames[0].contains("┌─ sheet (dismissing) ─\n│ Code SAVE10"))
    XCTAssertEqual(frames.last, "[Promo]\ngestures: tap Promo")
  }
}
