import AppDomain
import AppFeature
import Checkout
import Core
import Editor
import Payment
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// "Buy a copy": the unchanged Checkout feature presented as a sheet, on its own stack.
@MainActor
final class CheckoutSheetTests: XCTestCase {
  func testBuyPresentsCheckoutWhichPushesOnItsOwnStackThenFinishes() async {
    let store = makeStore(
      loadedState(path: [.shelf(10), .book(1)], book: dune), library: MemoryLibrary(catalog: catalog))
    await store.send(.book(.tappedBuyCopy)) {
      $0.checkout = .presented(CheckoutFeature.State(productID: "book-1"))
    }
    await store.send(.checkout(.presented(.continueButtonTapped))) {
      $0.checkout.modify {
        $0.payment = PaymentFeature.State(productID: "book-1")
        $0.$nav.withLock { $0.append(CheckoutPath.payment) }
      }
    }
    XCTAssertEqual(store.state.path, [.shelf(10), .book(1)], "the app's stack is untouched")
    // Its swipe back inside the sheet, through the sheet stack's binding.
    await store.send(.checkout(.presented(.pathDidChange(NavigationPath())))) {
      $0.checkout.modify {
        $0.payment = nil
        $0.$nav.withLock { $0.path = NavigationPath() }
      }
    }
    await store.send(.checkout(.presented(.delegate(.finished)))) {
      $0.checkout = .dismissing(last: CheckoutFeature.State(productID: "book-1"))
    }
    await store.send(.checkout(.dismiss)) { $0.checkout = .dismissed }
  }

  /// A restored sheet's own stack launches with the app: `liftPresentation` runs the presented
  /// child's launch steps, so the sheet's first frame shows the payment screen it saved.
  func testALaunchPushesTheScreensOfAPresentedSheetOnItsOwnStack() {
    var checkout = CheckoutFeature.State(productID: "book-1")
    checkout.payment = PaymentFeature.State(productID: "book-1")
    var state = loadedState(path: [.shelf(10), .book(1)], book: dune)
    state.checkout = .presented(checkout)
    XCTAssertTrue(checkout.nav.isEmpty)

    let launched = AppFeature().launched(state)
    guard case let .presented(sheet) = launched.checkout else {
      return XCTFail("the sheet is still presented: \(launched.checkout)")
    }
    XCTAssertEqual(sheet.nav.compactMap(CheckoutPath.self), [.payment])
    XCTAssertEqual(launched.path, [.shelf(10), .book(1)], "the app's stack is its own")
  }

  func testEditAndBuyNeverStackTwoSheets() async {
    let store = makeStore(loadedState(path: [.book(1)], book: dune), library: MemoryLibrary(catalog: catalog))
    await store.send(.book(.tappedBuyCopy)) {
      $0.checkout = .presented(CheckoutFeature.State(productID: "book-1"))
    }
    await store.send(.book(.tappedEdit))
    await store.send(.checkout(.dismiss)) {
      $0.checkout = .dismissing(last: CheckoutFeature.State(productID: "book-1"))
    }
    await store.send(.book(.tappedEdit))  // still leaving: not yet
    await store.send(.checkout(.dismiss)) { $0.checkout = .dismissed }
    await store.send(.book(.tappedEdit)) { $0.editor = .presented(EditorFeature.State(book: dune)) }
  }
}
