import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@testable import Home

/// Home's whole contract, exhaustively: selection, and the two delegate actions hosts route.
@MainActor
final class ShopHomeFeatureTests: XCTestCase {
  func testStartsWithTheCoffeeGrinderSelected() async {
    XCTAssertEqual(ShopHomeFeature.State().selectedProductID, "coffee-grinder")
  }

  func testBuyReportsTheSelectedProduct() async {
    let store = TestStore(initialState: ShopHomeFeature.State()) { ShopHomeFeature() }
    await store.send(.buyButtonTapped)
    await store.receive(.delegate(.buyButtonTapped(productID: "coffee-grinder")))
  }

  func testQuickBuyAsksForTheOtherPresentation() async {
    let store = TestStore(initialState: ShopHomeFeature.State()) { ShopHomeFeature() }
    await store.send(.productTapped(id: "milk-frother")) { $0.selectedProductID = "milk-frother" }
    await store.send(.quickBuyButtonTapped)
    await store.receive(.delegate(.quickBuyButtonTapped(productID: "milk-frother")))
  }

  func testAnUnknownProductCannotBeSelected() async {
    let store = TestStore(initialState: ShopHomeFeature.State()) { ShopHomeFeature() }
    await store.send(.productTapped(id: "ghost"))
  }
}
