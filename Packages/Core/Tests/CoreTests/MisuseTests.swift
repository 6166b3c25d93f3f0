import Core
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
    let failures = await TestFailures.collect {
      let store = TestStore(initialState: self.checkoutOnStack()) { ShopFlow() }
      await store.send(.pushStray) { $0.$nav.withLock { $0.append(StrayPath.stray) } }
      await store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("StrayPath.stray") == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains("ShopFixtures.swift") == true, "\(failures)")
  }

  func testNestedTagsReachedThroughRelayAreDeclared() async {
    var state = checkoutOnStack()
    state.checkout?.payment = PaymentFeature.State()
    state.$nav.withLock { $0.append(CheckoutPath.payment) }
    let store = TestStore(initialState: state) { ShopFlow() }
    await store.send(.pathDidChange(store.state.nav.path))
  }

  func testActionForAbsentChildIsReported() async {
    let failures = await TestFailures.collect {
      let store = TestStore(initialState: ShopFlow.State()) { ShopFlow() }
      await store.send(.checkout(.continueTapped))
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("child state was \"nil\"") == true, "\(failures)")
  }

  func testLongerPathWriteIsReportedAndIgnored() async {
    let failures = await TestFailures.collect {
      let store = TestStore(initialState: self.checkoutOnStack()) { ShopFlow() }
      await store.send(.pathDidChange(path(CheckoutPath.checkout, CheckoutPath.payment)))
      XCTAssertEqual(store.state.nav.compactMap(CheckoutPath.self), [.checkout])
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("longer path") == true, "\(failures)")
  }

  func testWarningsOutsideATestStoreDoNotCrash() async {
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    let warnings = RuntimeWarnings.collect {
      store.send(.checkout(.continueTapped))
      store.send(.pushStray)
      store.send(.pathDidChange(store.state.nav.path))
    }
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertEqual(store.state.nav.compactMap(StrayPath.self), [.stray])
  }
}
