import Core
import ThirdPartyShim
import XCTest

/// A presented child with a stack of its own launches with its host: a restored sheet shows
/// the screen it saved in its first frame, and a dismissed one has nothing to launch.
final class PresentationLaunchTests: XCTestCase {
  func testAPresentedSheetsOwnStackIsArrangedByTheHostsLaunch() {
    var checkout = CheckoutFeature.State(productID: "grinder")
    checkout.payment = PaymentFeature.State()
    let launched = SheetHost().launched(SheetHost.State(sheet: .presented(checkout)))
    guard case let .presented(sheet) = launched.sheet else {
      return XCTFail("the sheet stays presented: \(launched.sheet)")
    }
    XCTAssertEqual(sheet.nav.compactMap(CheckoutPath.self), [.payment])
  }

  func testADismissingSheetIsArrangedTooSinceItIsStillOnScreen() {
    var checkout = CheckoutFeature.State(productID: "grinder")
    checkout.receipt = ReceiptFeature.State()
    let launched = SheetHost().launched(SheetHost.State(sheet: .dismissing(last: checkout)))
    guard case let .dismissing(last: sheet) = launched.sheet else {
      return XCTFail("the sheet is still on its way out: \(launched.sheet)")
    }
    XCTAssertEqual(sheet.nav.compactMap(CheckoutPath.self), [.receipt])
  }

  func testADismissedSheetHasNothingToLaunch() {
    XCTAssertEqual(SheetHost().launched(SheetHost.State()), SheetHost.State())
  }
}
