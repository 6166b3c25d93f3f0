import PromoCode
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// The sheet's rules, exhaustively: empty and unknown codes stay with an error, a valid code
/// (any case, padded) is reported upper-case, typing clears the error, cancel is reported.
@MainActor
final class PromoCodeFeatureTests: XCTestCase {
  func testEmptyCodeShowsAnErrorAndStays() async {
    let store = TestStore(initialState: PromoCodeFeature.State()) { PromoCodeFeature() }
    await store.send(.applyButtonTapped) { $0.errorMessage = "Enter a promo code." }
    await store.send(.codeChanged("   ")) {
      $0.code = "   "
      $0.errorMessage = nil
    }
    await store.send(.applyButtonTapped) { $0.errorMessage = "Enter a promo code." }
  }

  func testUnknownCodeShowsAnErrorTypingClearsIt() async {
    let store = TestStore(initialState: PromoCodeFeature.State()) { PromoCodeFeature() }
    await store.send(.codeChanged("free-lunch")) { $0.code = "free-lunch" }
    await store.send(.applyButtonTapped) {
      $0.errorMessage = "“FREE-LUNCH” is not a valid promo code."
    }
    await store.send(.codeChanged("save10")) {
      $0.code = "save10"
      $0.errorMessage = nil
    }
  }

  func testValidCodeIsReportedNormalised() async {
    let store = TestStore(initialState: PromoCodeFeature.State()) { PromoCodeFeature() }
    await store.send(.codeChanged(" save10 ")) { $0.code = " save10 " }
    await store.send(.applyButtonTapped)
    await store.receive(.delegate(.applied("SAVE10")))
  }

  func testOverlongInputIsRefusedWithATruncatedEcho() async {
    let long = String(repeating: "A", count: 500)
    let store = TestStore(initialState: PromoCodeFeature.State(code: long)) { PromoCodeFeature() }
    await store.send(.applyButtonTapped) {
      $0.errorMessage = "“\(String(repeating: "A", count: 16))” is not a valid promo code."
    }
  }

  func testCancelIsReported() async {
    let store = TestStore(initialState: PromoCodeFeature.State()) { PromoCodeFeature() }
    await store.send(.cancelButtonTapped)
    await store.receive(.delegate(.cancelled))
  }
}
