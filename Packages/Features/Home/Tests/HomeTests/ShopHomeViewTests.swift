import HeadlessUI
import SnapshotTesting
import ThirdPartyShim
import XCTest

@testable import Home

/// The shop's home screen: selecting by tapping a product, both ways to buy offered
/// (`__Snapshots__/ShopHomeViewTests`).
@MainActor
final class ShopHomeViewTests: XCTestCase {
  func testTheScreenSelectsByTappingAndOffersBothWaysToBuy() async throws {
    let store = Store(initialState: ShopHomeFeature.State()) { ShopHomeFeature() }
    let host = ViewHost(NavigationStack { ShopHomeView(store: store) })
    assertSnapshot(of: host, as: .frame, named: "coffee-grinder-selected")

    try host.perform(.tap("Espresso machine"))
    XCTAssertEqual(store.selectedProductID, "espresso-machine")
    assertSnapshot(of: host, as: .frame, named: "espresso-machine-selected")
  }
}
