import AppFeature
import CoreTestSupport
import HeadlessUI
import Reliability
import ShopFlow
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Everything a flow creates is released when it finishes or its sheet is dismissed.
///
/// How it is observed: the harness's `GatedCalls` is captured by the store's dependencies
/// (the payment gateway, storage), so it lives exactly as long as the store's core and any
/// effect still holding a client. Every scoped (child) store holds its root core strongly, so
/// a child store kept by the host, a view or an effect would keep the core, and with it the
/// calls object, alive. A weak reference to the root store and one to the calls object
/// therefore cover the root store, every child store and every effect's captures. Effect
/// cancellation itself is observed in the calls' counts: a call cancelled by a pop or a
/// dismissal, never answered.
@MainActor
final class LeakTests: XCTestCase {
  func testShopPurchaseToCloseReleasesStoresAndEffects() async {
    await assertReleased(ShopHarness.self, store: { $0.store }) { driver in
      await run(driver, [.gesture(.tap("Buy")), .gesture(.tap("Continue")), .gesture(.tap("Pay"))])
      XCTAssertEqual(driver.harness.calls.liveCount("charge"), 1)
      await run(driver, [.complete(call: "charge", succeeds: true), .gesture(.tap("Close"))])
      let state = driver.harness.store.state
      XCTAssertTrue(state.nav.isEmpty && state.checkout == nil, "the purchase closed: \(state.nav)")
      XCTAssertEqual(driver.harness.calls.counts, .init(started: 1, answered: 1, cancelled: 0))
    }
  }

  func testQuickBuySheetDismissedMidPaymentCancelsTheChargeAndReleases() async {
    await assertReleased(ShopHarness.self, store: { $0.store }) { driver in
      await run(driver, [.gesture(.tap("Quick buy")), .gesture(.tap("Continue")), .gesture(.tap("Pay"))])
      XCTAssertEqual(driver.harness.calls.liveCount("charge"), 1)
      await run(driver, [.gesture(.dismissSheet)])
      XCTAssertNil(driver.harness.store.checkoutSheet)
      XCTAssertEqual(driver.harness.calls.counts, .init(started: 1, answered: 0, cancelled: 1))
    }
  }

  func testPromoSheetDismissalAndPaymentPopLeaveNothingRunning() async {
    await assertReleased(ShopHarness.self, store: { $0.store }) { driver in
      await run(
        driver,
        [
          .gesture(.tap("Buy")), .gesture(.tap("Promo code")),
          .gesture(.type(field: "Promo code", text: "SAVE")),
          .gesture(.dismissSheet),
        ])
      XCTAssertNil(driver.harness.store.checkout?.promoCode, "the swipe dismissed the promo sheet")
      await run(driver, [.gesture(.tap("Continue")), .gesture(.tap("Pay")), .backSwipes(2)])
      XCTAssertTrue(driver.harness.store.nav.isEmpty)
      XCTAssertEqual(driver.harness.calls.counts, .init(started: 1, answered: 0, cancelled: 1))
    }
  }

  func testBookshelfEditorDismissedWhileSavingCancelsTheSaveAndReleases() async {
    await assertReleased(BookshelfHarness.self, store: { $0.store }) { driver in
      await run(
        driver,
        [
          .complete(call: "load", succeeds: true), .gesture(.openURL(URL(string: "bookshelf://book/1")!)),
          .gesture(.tap("Edit")), .gesture(.type(field: "Title", text: "Dune Messiah")),
          .gesture(.tap("Save")),
        ])
      XCTAssertEqual(driver.harness.calls.liveCount("save"), 1)
      await run(driver, [.gesture(.tap("Cancel"))])
      XCTAssertEqual(
        driver.harness.store.editor, .dismissed, "cancel dismissed the editor through both stages")
      XCTAssertEqual(driver.harness.calls.counts, .init(started: 2, answered: 1, cancelled: 1))
    }
  }

  // MARK: Helpers

  /// Runs `journey` on a fresh app, drops it, and asserts that its root store and its calls
  /// object (captured by the store's clients) are released: the root store, every child store
  /// and every effect's captures with them (see the type's comment).
  private func assertReleased<H: ModelHarness>(
    _ harness: H.Type,
    store rootStore: (H) -> AnyObject,
    line: UInt = #line,
    _ journey: (ModelDriver<H>) async -> Void
  ) async {
    weak var store: AnyObject?
    weak var calls: GatedCalls?
    do {
      let driver = ModelDriver<H>()
      store = rootStore(driver.harness)
      calls = driver.harness.calls
      await journey(driver)
    }
    // Cancelled effects finish on their own threads and a core's deinit runs on the main actor,
    // so the release is waited for (at most 5 s); a closure, because a weak reference passed as
    // an argument would be a strong one for the duration of the call.
    await waitUntil("the root store and its calls are released", timeout: .seconds(5)) {
      store == nil && calls == nil
    }
    XCTAssertNil(store, "the root store is released", line: line)
    XCTAssertNil(calls, "the store's core, its child stores and its effects are released", line: line)
  }

  /// Performs each step (it must apply) and checks the model after it: among its checks, that
  /// the timeouts sleeping match the payments processing, so a timeout left behind by a closed
  /// or dismissed payment fails the step that closed it.
  private func run<H: ModelHarness>(
    _ driver: ModelDriver<H>, _ steps: [ModelStep], line: UInt = #line
  ) async {
    if driver.harness.host.frameCount == 0 {
      let problems = await driver.settleAndCheck()
      XCTAssertEqual(problems, [], "at launch", line: line)
    }
    for step in steps {
      let applied = await driver.perform(step)
      XCTAssertTrue(applied, "\(step) did not apply", line: line)
      let problems = await driver.settleAndCheck()
      XCTAssertEqual(problems, [], "after \(step)", line: line)
    }
  }
}
