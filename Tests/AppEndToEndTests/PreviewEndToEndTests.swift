import XCTest

/// Every feature runs alone (`app preview <Feature>`): a default state, its own stack, and
/// the outputs it would send its host printed under the screen.
final class PreviewEndToEndTests: XCTestCase {
  /// Each preview with a script that exercises it and what the last frame must show.
  static let previews: [(name: String, script: String, expected: [String])] = [
    (
      "Home", "tap Milk frother\ntap Buy",
      [
        "≡ Shop", "→ host hears: delegate(.buyButtonTapped(productID: \"milk-frother\"))",
      ]
    ),
    (
      "Checkout", "tap Continue\ntap Pay\ntap Close",
      [
        "≡ Checkout › Receipt", "→ host hears: delegate(.finished)",
      ]
    ),
    (
      "Payment", "tap Pay",
      [
        "≡ Payment", "→ host hears: delegate(.succeeded(orderID: \"order-1001\"))",
      ]
    ),
    ("Receipt", "tap Close", ["≡ Receipt", "Order: order-1001", "→ host hears: delegate(.closed)"]),
    (
      "PromoCode", "type \"Promo code\" save10\ntap Apply",
      [
        "≡ Promo code", "→ host hears: delegate(.applied(\"SAVE10\"))",
      ]
    ),
    (
      "Library", "tap Science fiction (3)",
      [
        "≡ Library", "[To read (2)]", "→ host hears: tappedShelf(1)",
      ]
    ),
    ("Book", "tap Delete\nalert Delete", ["≡ Dune", "→ host hears: confirmDelete"]),
    (
      "Editor", "type Title Dune II\ntap Save",
      [
        "≡ Edit “Dune”", "✎ Title: \"Dune II\"", "→ host hears: saved(",
      ]
    ),
  ]

  func testEveryPreviewRunsItsFeatureAlone() throws {
    for preview in Self.previews {
      let result = try AppProcess.script(["preview", preview.name], preview.script)
      assertClean(result)
      let steps = result.steps
      assertContains(steps.launch, "Preview: \(preview.name), alone with a default state and its own stack.")
      assertLacks(steps.launch, "→ host hears")
      for expected in preview.expected {
        assertContains(steps.all.last?.last, expected)
      }
    }
  }

  func testTheListNamesEveryPreviewAndAnUnknownOneIsRefused() throws {
    let list = try AppProcess.run(["preview"])
    assertClean(list)
    for preview in Self.previews { assertContains(list.stdout, "  \(preview.name) ") }
    let unknown = try AppProcess.run(["preview", "Nope"])
    assertClean(unknown, status: 2)
    assertContains(unknown.stderr, "app: no preview “Nope”.")
  }
}
