import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// State built with child state present, launched before its store is made, shows it in the
/// first frame: the tags that state implies are pushed in declaration order, at every level.
@MainActor
final class LaunchTests: XCTestCase {
  func testChildStatePresentAtLaunchIsPushedInDeclarationOrderAtEveryLevel() async {
    var state = ShopFlow.State()
    state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "grinder")
    state.checkout?.receipt = ReceiptFeature.State()
    state.checkout?.payment = PaymentFeature.State()
    XCTAssertTrue(state.nav.isEmpty)

    let store = TestStore(initialState: ShopFlow().launched(state)) { ShopFlow() }
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
    XCTAssertEqual(ShopFlow().launched(state), state)
    let store = Store(initialState: ShopFlow().launched(state)) { ShopFlow() }
    XCTAssertEqual(store.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
  }

  func testAbsentChildrenPushNothing() {
    let store = Store(initialState: ShopFlow().launched(ShopFlow.State())) { ShopFlow() }
    XCTAssertTrue(store.nav.isEmpty)
  }

  /// A restored stack that does not match its restored state never shows half a screen: the
  /// first tag without state goes, with everything above it, and says so.
  func testATagWithoutStateIsPoppedWithEverythingAboveAndReported() {
    var state = ShopFlow.State.checkout(showing: .payment)
    state.checkout?.payment = nil
    var store: Store<ShopFlow.State, ShopFlow.Action>?
    let warnings = collectIssuesSynchronously {
      store = Store(initialState: ShopFlow().launched(state)) { ShopFlow() }
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
      // A restored stack with one tag more than its restored state.
      $0.append(ShelfPath.book(1))
      $0.append(ShelfPath.book(2))
    }
    var store: Store<Shelf.State, Shelf.Action>?
    let warnings = collectIssuesSynchronously {
      store = Store(initialState: Shelf().launched(state)) { Shelf() }
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
      store = Store(initialState: TwinContexts().launched(state)) { TwinContexts() }
    }
    XCTAssertEqual(store?.nav.compactMap(SessionPath.self), [.session], "only the first pushed")
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    let message = warnings.first ?? ""
    XCTAssertTrue(message.contains("'SessionPath.session'"), message)
    XCTAssertTrue(message.contains("'SessionPath.detail'"), message)
    XCTAssertTrue(message.contains("ReplacementFixtures.swift"), "names the declarations: \(message)")
    XCTAssertTrue(message.contains("was not pushed"), message)
  }

  func testALaunchItCannotOrderIsReportedBeforeAnyStoreExists() {
    var state = TwinContexts.State()
    state.left = ReceiptFeature.State(orderID: "L")
    state.right = ReceiptFeature.State(orderID: "R")
    let warnings = collectIssuesSynchronously { _ = TwinContexts().launched(state) }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("nothing orders their screens") ?? false, "\(warnings)")
  }

  func testLaunchingTwiceChangesNothingTheSecondTime() {
    var state = ShopFlow.State()
    state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "grinder")
    state.checkout?.payment = PaymentFeature.State()
    let once = ShopFlow().launched(state)
    let warnings = collectIssuesSynchronously { XCTAssertEqual(ShopFlow().launched(once), once) }
    XCTAssertEqual(once.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
    XCTAssertEqual(warnings, [])
  }

  func testAReducerValueBuiltBeforeTheLaunchIsLaunchedToo() {
    // Not a feature with a `body`: the operators' own value, as a test or preview builds it.
    let reducer = EmptyReducer<ShopFlow.State, ShopFlow.Action>()
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(
          \.checkout, action: \.checkout, path: CheckoutPath.checkout, relayTo: \.pathDidChange
        ) {
          CheckoutFeature()
        }
      }
    var state = ShopFlow.State()
    state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "grinder")
    state.checkout?.receipt = ReceiptFeature.State()
    XCTAssertEqual(
      reducer.launched(state).nav.compactMap(CheckoutPath.self), [.checkout, .receipt],
      "the host's tag, then the sub-flow's, reached through the context's own steps")
  }

  func testOneChildOfEachTwinLaunchesWithoutComplaint() {
    var state = TwinContexts.State()
    state.right = ReceiptFeature.State(orderID: "R")
    let warnings = collectIssuesSynchronously {
      let store = Store(initialState: TwinContexts().launched(state)) { TwinContexts() }
      XCTAssertEqual(store.nav.compactMap(SessionPath.self), [.detail])
    }
    XCTAssertEqual(warnings, [])
  }
}
