import XCTest

/// The Shop app (ShopFlow) driven through the built executable with scripts.
final class ShopEndToEndTests: XCTestCase {
  func testFullPurchaseToTheReceiptAndClose() throws {
    let result = try AppProcess.script(
      ["shop"],
      """
      tap Buy
      tap Continue
      tap Pay
      show nav
      tap Close
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(steps.launch, "Shop: the Flow pattern's ShopFlow", "gestures: tap Coffee grinder")
    assertContains(steps["tap Buy"]?.last, "≡ Shop › Checkout\n", "Product: coffee-grinder")
    assertContains(steps["tap Continue"]?.last, "≡ Shop › Checkout › Payment\n")
    let pay = try XCTUnwrap(steps["tap Pay"])
    XCTAssertEqual(pay.frames.count, 2, "processing, then the gateway's answer")
    assertContains(pay.frames[0], "Processing…", "[Pay] (disabled)")
    assertContains(
      pay.frames[1], "≡ Shop › Checkout › Receipt\n", "Order: order-1001", "gestures: tap Close")
    assertContains(
      steps[3].text, "nav.items: [CheckoutPath.checkout, CheckoutPath.receipt]",
      "checkout.payment: nil", "checkout.receipt: present, order order-1001")
    assertContains(steps["tap Close"]?.last, "≡ Shop\n", "[Buy]")
    assertContains(steps[5].text, "nav.items: []", "checkout: nil")
  }

  func testBackSwipeMidFlowCleansUpPaymentButKeepsCheckout() throws {
    let result = try AppProcess.script(
      ["shop"],
      """
      tap Espresso machine
      tap Buy
      tap Continue
      back
      show nav
      tap Continue
      root
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(steps["tap Espresso machine"]?.last, "[Espresso machine]  449 €  ✓ selected")
    assertContains(steps["back"]?.last, "≡ Shop › Checkout\n", "Product: espresso-machine")
    assertContains(
      steps[4].text, "nav.items: [CheckoutPath.checkout]", "checkout.payment: nil")
    assertContains(steps["root"]?.last, "≡ Shop\n")
    assertContains(steps[7].text, "nav.items: []", "checkout: nil")
  }

  func testPromoCodeSheetValidatesAppliesAndAnimatesOut() throws {
    let result = try AppProcess.script(
      ["shop"],
      """
      tap Buy
      tap Promo code
      show nav
      type "Promo code" NOPE
      tap Apply
      type "Promo code" SAVE10
      tap Apply
      tap Continue
      """)
    assertClean(result)
    let steps = result.steps
    let sheet = try XCTUnwrap(steps["tap Promo code"]?.last)
    assertContains(sheet, "┌─ sheet ─\n│ ✎ Promo code: \"\"", "dismiss")
    assertContains(steps[2].text, "checkout.promoCode (@Presents sheet): presented")
    assertContains(steps[4].last, "│ ⚠ “NOPE” is not a valid promo code.", "┌─ sheet ─")
    let applied = try XCTUnwrap(steps["tap Apply"])
    XCTAssertEqual(applied.frames.count, 2, "the sheet animates out, then is gone")
    assertContains(applied.frames[0], "┌─ sheet (dismissing) ─", "Promo code: SAVE10")
    assertLacks(applied.frames[1], "sheet")
    assertContains(applied.frames[1], "Promo code: SAVE10", "[Remove promo code]")
    assertContains(steps["tap Continue"]?.last, "≡ Shop › Checkout › Payment", "Promo code: SAVE10")
  }

  func testPaymentFailureRaisesTheAlertThenRetryAndCancel() throws {
    let result = try AppProcess.script(
      ["shop"],
      """
      tap Buy
      tap Continue
      fail
      tap Pay
      show nav
      alert Try again
      back
      tap Continue
      tap Simulate failure
      alert Cancel
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(steps["fail"]?.text, "The next charge will be declined.")
    let declined = try XCTUnwrap(steps["tap Pay"])
    assertContains(declined.frames.first, "Processing…")
    assertContains(
      declined.last, "╔═ alert: Payment failed ═", "║ Your payment could not be processed.",
      "gestures: alert Try again · alert Cancel")
    assertContains(steps[4].text, "checkout.payment.alert (@Presents alert): presented")
    let retried = try XCTUnwrap(steps["alert Try again"])
    assertContains(retried.frames.first, "Processing…")
    assertContains(retried.last, "≡ Shop › Checkout › Receipt", "Order: order-1001")
    assertContains(steps["tap Simulate failure"]?.last, "╔═ alert: Payment failed ═")
    assertContains(steps["alert Cancel"]?.last, "≡ Shop › Checkout\n")
    assertLacks(steps["alert Cancel"]?.last, "alert:")
    assertContains(steps[10].text, "nav.items: [CheckoutPath.checkout]", "checkout.payment: nil")
  }

  func testTheThreeDeepLinksAndAHostileOne() throws {
    let atLaunch = try AppProcess.script(
      ["shop", "--url", "shop://checkout/milk-frother"], "show nav\n")
    assertClean(atLaunch)
    assertContains(
      atLaunch.steps["open shop://checkout/milk-frother    (--url)"]?.last,
      "≡ Shop › Checkout\n", "Product: milk-frother")
    assertContains(atLaunch.steps["show nav"]?.text, "nav.items: [CheckoutPath.checkout]")

    let result = try AppProcess.script(
      ["shop"],
      """
      open shop://checkout/espresso-machine/payment
      show nav
      open https://example.com/receipt/order-42
      show nav
      tap Close
      open shop://checkout/../../etc/passwd
      open https://evil.example/receipt/order-42
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(
      steps["open shop://checkout/espresso-machine/payment"]?.last,
      "≡ Shop › Checkout › Payment\n", "Product: espresso-machine")
    assertContains(steps[1].text, "nav.items: [CheckoutPath.checkout, CheckoutPath.payment]")
    assertContains(
      steps["open https://example.com/receipt/order-42"]?.last,
      "≡ Shop › Checkout › Receipt\n", "Order: order-42")
    assertContains(
      steps[3].text, "nav.items: [CheckoutPath.checkout, CheckoutPath.receipt]",
      "checkout.receipt: present, order order-42")
    for hostile in ["open shop://checkout/../../etc/passwd", "open https://evil.example/receipt/order-42"] {
      XCTAssertEqual(steps[hostile]?.text, "(the screen did not change)", hostile)
    }
    assertContains(steps[7].text, "nav.items: []", "checkout: nil")
  }

  func testQuickBuyPresentsCheckoutAsASheetWithItsOwnStack() throws {
    let result = try AppProcess.script(
      ["shop"],
      """
      tap Quick buy
      tap Continue
      show nav
      tap Pay
      tap Close
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(
      steps["tap Quick buy"]?.last, "≡ Shop\n", "┌─ sheet ─\n│ ≡ Checkout\n", "dismiss")
    assertContains(steps["tap Continue"]?.last, "│ ≡ Checkout › Payment")
    assertContains(
      steps[2].text, "nav.items: []",
      "checkoutSheet (@Presents sheet, Quick buy): presented, product coffee-grinder",
      "checkoutSheet.nav.items (its own stack): [CheckoutPath.payment]")
    assertContains(steps["tap Pay"]?.last, "│ ≡ Checkout › Receipt", "│   Order: order-1001")
    let close = try XCTUnwrap(steps["tap Close"])
    assertContains(close.frames.first, "┌─ sheet (dismissing) ─")
    assertLacks(close.last, "sheet")
    assertContains(steps[5].text, "checkoutSheet (@Presents sheet, Quick buy): nil")
  }

  /// Quit on the payment screen, launch again: the payment screen (a charge in flight would
  /// not come back running: `ShopFlowRestorationTests`); `--fresh` starts at home; an
  /// unreadable file is moved aside.
  func testNavigationSurvivesARelaunch() throws {
    let folder = try TemporaryDirectory.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["SHOP_DATA_DIR": folder.path]
    let first = try AppProcess.script(
      ["shop"], "tap Milk frother\ntap Buy\ntap Continue\n", environment: environment)
    assertClean(first)
    let file = folder.appendingPathComponent("shop-navigation.json")
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "saved on quit")

    let again = try AppProcess.script(["shop"], "show nav\nback\n", environment: environment)
    assertClean(again)
    assertContains(again.steps.launch, "Navigation: restored from \(file.path)")
    assertContains(
      again.steps.launch, "≡ Shop › Checkout › Payment\n", "Product: milk-frother", "[Pay]\n")
    assertLacks(again.steps.launch, "Processing")
    assertContains(
      again.steps["show nav"]?.text, "nav.items: [CheckoutPath.checkout, CheckoutPath.payment]")
    assertContains(again.steps["back"]?.last, "≡ Shop › Checkout\n")

    let fresh = try AppProcess.script(["shop", "--fresh"], "show nav\n", environment: environment)
    assertClean(fresh)
    assertContains(fresh.steps.launch, "Navigation: starting fresh (--fresh)", "≡ Shop\n")
    assertContains(fresh.steps["show nav"]?.text, "nav.items: []")

    try Data("{ not json".utf8).write(to: file)
    let corrupt = try AppProcess.script(["shop"], "show nav\n", environment: environment)
    assertClean(corrupt)
    assertContains(
      corrupt.steps.launch, "could not be read", "moved it to \(file.path).unreadable",
      "started fresh", "≡ Shop\n")
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path + ".unreadable"))
  }
}
