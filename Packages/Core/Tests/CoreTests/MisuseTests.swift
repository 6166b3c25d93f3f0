import Core
import CoreTestSupport
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Misuse is a runtime warning, a failure inside a test store, never a crash.
@MainActor
final class MisuseTests: XCTestCase {
  private func checkoutOnStack() -> ShopFlow.State {
    var state = ShopFlow.State()
    state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "grinder")
    state.$nav.withLock { $0.append(CheckoutPath.checkout) }
    return state
  }

  func testUndeclaredTagIsReportedOnTheNextPathChange() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: self.checkoutOnStack()) { ShopFlow() }
      await store.send(.pushStray) { $0.$nav.withLock { $0.append(StrayPath.stray) } }
      await store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("StrayPath.stray") == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains("ShopFixtures.swift") == true, "\(failures)")
  }

  /// The check looks only above what an earlier check found declared: what is pushed after
  /// it is still checked, and an undeclared tag is reported for as long as it is on the stack.
  func testATagPushedAfterACheckIsReportedOnEveryPathChange() {
    let store = Store(initialState: checkoutOnStack()) { ShopFlow() }
    let warnings = collectIssuesSynchronously {
      store.send(.pathDidChange(store.state.nav.path))
      store.send(.pushStray)
      store.send(.pathDidChange(store.state.nav.path))
      store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertTrue(warnings.allSatisfy { $0.contains("StrayPath.stray") }, "\(warnings)")
    XCTAssertFalse(warnings.contains { $0.contains("CheckoutPath") }, "\(warnings)")
  }

  /// Every undeclared tag stays unchecked, not just the topmost: two strays are both named
  /// again on the next path change.
  func testEveryUndeclaredTagIsReportedAgainNotOnlyTheTopmost() {
    let store = Store(initialState: checkoutOnStack()) { ShopFlow() }
    let warnings = collectIssuesSynchronously {
      store.send(.pushStray)
      store.send(.pushStray)
      store.send(.pathDidChange(store.state.nav.path))
      store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    for warning in warnings {
      XCTAssertEqual(warning.components(separatedBy: "StrayPath.stray").count - 1, 2, warning)
    }
  }

  /// What one context found declared says nothing to another: a stack checked by Shop and
  /// moved to a store that declares none of its tags is checked whole.
  func testAStackCheckedByOneStoreIsCheckedWholeByAnother() {
    let shop = Store(initialState: checkoutOnStack()) { ShopFlow() }
    XCTAssertEqual(collectIssuesSynchronously { shop.send(.pathDidChange(shop.state.nav.path)) }, [])
    let shelfState = Shelf.State()
    shelfState.$nav.withLock { $0 = shop.state.nav }
    let shelf = Store(initialState: shelfState) { Shelf() }
    let warnings = collectIssuesSynchronously { shelf.send(.pathDidChange(shelf.state.nav.path)) }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("CheckoutPath.checkout") == true, "\(warnings)")
  }

  func testNestedTagsReachedThroughRelayAreDeclared() async {
    var state = checkoutOnStack()
    state.checkout?.payment = PaymentFeature.State()
    state.$nav.withLock { $0.append(CheckoutPath.payment) }
    let store = TestStore(initialState: state) { ShopFlow() }
    await store.send(.pathDidChange(store.state.nav.path))
  }

  func testActionForAbsentChildIsReported() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
      await store.send(.checkout(.continueTapped))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("child state was \"nil\"") == true, "\(failures)")
  }

  func testLongerPathWriteIsReportedAndIgnored() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: self.checkoutOnStack()) { ShopFlow() }
      await store.send(.pathDidChange(path(CheckoutPath.checkout, CheckoutPath.payment)))
      XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.checkout])
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("longer path") == true, "\(failures)")
  }

  func testWarningsOutsideATestStoreDoNotCrash() async {
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    let warnings = collectIssuesSynchronously {
      store.send(.checkout(.continueTapped))
      store.send(.pushStray)
      store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertEqual(store.state.nav.compactMap(StrayPath.self), [.stray])
  }
}
