import HeadlessUI
import PromoCode
import SnapshotTesting
import ThirdPartyShim
import XCTest

/// The promo-code sheet as typed into: an unknown code shows its error under the field,
/// typing again clears it (`__Snapshots__/PromoCodeViewTests`).
@MainActor
final class PromoCodeViewTests: XCTestCase {
  func testTheSheetTypesAndShowsTheError() async throws {
    let store = Store(initialState: PromoCodeFeature.State()) { PromoCodeFeature() }
    let host = ViewHost(NavigationStack { PromoCodeView(store: store) })
    assertSnapshot(of: host, as: .frame, named: "empty")

    try host.perform(.type(field: "Promo code", text: "nope"))
    XCTAssertEqual(store.code, "nope")
    assertSnapshot(of: host, as: .frame, named: "typed")

    try host.perform(.tap("Apply"))
    assertSnapshot(of: host, as: .frame, named: "unknown-code")

    try host.perform(.type(field: "Promo code", text: "save10"))
    XCTAssertNil(store.errorMessage)
    assertSnapshot(of: host, as: .frame, named: "retyped")
  }
}
