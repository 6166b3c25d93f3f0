import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// A store started with child state present shows it in its first frame: the tags that state
/// implies are pushed before anything renders, in declaration order, at every level.
@MainActor
final class LaunchTests: XCTestCase {
  func testChildStatePresentAtLaunchIsPushedInDeclarationOrderAtEveryLevel() async {
    var state = ShopFlow.State()
    state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "grinder")
    state.checkout?.receipt = ReceiptFeature.State()
    state.checkout?.payment = PaymentFeature.State()
    XCTAssertTrue(state.nav.isEmpty)

    let store = TestStore(initialState: state) { ShopFlow() }
    XCTAssertEqual(
      store.state.nav.compactMap(CheckoutPath.self), [.checkout, .payment, .receipt],
      "the host's tag first, then Checkout's in its declaration order")
    // The test starts from the launched state: a swipe back from the top is an ordinary one.
    await store.send(.pathDidChange(path(CheckoutPath.checkout, CheckoutPath.payment))) {
      $0.checkout?.receipt = nil
      $0.$nav.withLock { $0.popPast(CheckoutPath.receipt) }
    }
  }

  func testAStackThatAlreadyAgreesIsLeftAlone() {
    let state = ShopFlow.State.checkout(showing: .payment)
    let store = Store(initialState: state) { ShopFlow() }
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
  }

  func testAbsentChildrenPushNothing() {
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    XCTAssertTrue(store.nav.isEmpty)
  }

  /// A restored stack that does not match its restored state never shows half a screen: the
  /// first tag without state goes, with everything above it, and says so.
  func testATagWithoutStateIsPoppedWithEverythingAboveAndReported() {
    var state = ShopFlow.State.checkout(showing: .payment)
    state.checkout?.payment = nil
    var store: Store<ShopFlow.State, ShopFlow.Action>?
    let warnings = collectIssuesSynchronously {
      store = Store(initialState: state) { ShopFlow() }
    }
    XCTAssertEqual(store?.nav.compactMap(CheckoutPath.self), [.checkout])
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(
      warnings.first?.contains("'CheckoutPath.payment' on the stack but no state") ?? false,
      "\(warnings)")
  }

  func testAnInstanceTagWithoutStateIsPoppedAtLaunch() {
    let state = Shelf.State.showing(1)
    state.$nav.withLock {
      $0.append(ShelfPath.book(1))
      $0.append(ShelfPath.book(2))
    }
    var store: Store<Shelf.State, Shelf.Action>?
    let warnings = collectIssuesSynchronously {
      store = Store(initialState: state) { Shelf() }
    }
    XCTAssertEqual(store?.nav.compactMap(ShelfPath.self), [.book(1)])
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("'ShelfPath.book(2)'") ?? false, "\(warnings)")
  }

  func testTwoContextsWithoutAnOrderAreReportedNotGuessed() {
    var state = TwinContexts.State()
    state.left = ReceiptFeature.State(orderID: "L")
    state.right = ReceiptFeature.State(orderID: "R")
    var store: Store<TwinContexts.State, TwinContexts.Action>?
    let warnings = collectIssuesSynchronously {
      store = Store(initialState: state) { TwinContexts() }
    }
    XCTAssertEqual(store?.nav.compactMap(SessionPath.self), [.session], "only the first pushed")
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    let message = warnings.first ?? ""
    XCTAssertTrue(message.contains("'SessionPath.session'"), message)
    XCTAssertTrue(message.contains("'SessionPath.detail'"), message)
    XCTAssertTrue(message.contains("ReplacementFixtures.swift"), "names the declarations: \(message)")
    XCTAssertTrue(message.contains("was not pushed"), message)
  }

  func testTheTestStoreFailsOnALaunchItCannotOrder() async {
    var state = TwinContexts.State()
    state.left = ReceiptFeature.State(orderID: "L")
    state.right = ReceiptFeature.State(orderID: "R")
    let failures = await collectIssues {
      _ = TestStore(initialState: state) { TwinContexts() }
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("nothing orders their screens") ?? false, "\(failures)")
  }

  func testOneChildOfEachTwinLaunchesWithoutComplaint() {
    var state = TwinContexts.State()
    state.right = ReceiptFeature.State(orderID: "R")
    let warnings = collectIssuesSynchronously {
      let store = Store(initialState: state) { TwinContexts() }
      XCTAssertEqual(store.nav.compactMap(SessionPath.self), [.detail])
    }
    XCTAssertEqual(warnings, [])
  }
}
