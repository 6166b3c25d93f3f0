import Foundation
import XCTest

/// R3 on the source itself: ShopFlow knows Checkout only by its entry tag. Reads the package's
/// own files next to this test (#filePath), so adding a step to Checkout can be shown not to
/// need any change here, and naming a step here fails the build's tests.
final class BoundaryTests: XCTestCase {
  /// Packages/Flows/ShopFlow, from Tests/ShopFlowTests/BoundaryTests.swift.
  let packageRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func sources() throws -> [(name: String, text: String)] {
    let folder = packageRoot.appendingPathComponent("Sources/ShopFlow")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertFalse(names.isEmpty, "no sources found at \(folder.path)")
    return try names.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  func testSourcesNameOnlyCheckoutPathCheckout() async throws {
    var mentions: Set<String> = []
    let pattern = try NSRegularExpression(pattern: #"CheckoutPath\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)"#)
    for (name, text) in try sources() {
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        let member = String(text[Range(match.range(at: 1), in: text)!])
        mentions.insert(member)
        XCTAssertEqual(member, "checkout", "\(name) names CheckoutPath.\(member)")
      }
    }
    XCTAssertEqual(mentions, ["checkout"])
  }

  func testSourcesNameNoneOfCheckoutsSteps() async throws {
    let forbidden = [
      "import Payment", "import Receipt", "import PromoCode", "PaymentFeature", "PaymentView",
      "PaymentClient", "ReceiptFeature", "ReceiptView", "PromoCodeFeature", "PromoCodeView",
      // Checkout's steps by action, state or key path. (`.receipt(orderID:)` alone is
      // ShopDeepLink's own case, so the receipt step is matched by what would precede it.)
      ".payment", ".promoCode", "(.receipt", "?.receipt", "\\.receipt", "!.receipt",
    ]
    for (name, text) in try sources() {
      for word in forbidden {
        XCTAssertFalse(text.contains(word), "\(name) mentions \(word)")
      }
    }
  }

  func testManifestDependsOnCheckoutNotOnItsSteps() async throws {
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    XCTAssertTrue(manifest.contains(#".package(path: "../../Features/Checkout")"#))
    for step in ["Payment", "Receipt", "PromoCode"] {
      XCTAssertFalse(manifest.contains("Features/\(step)"), "the manifest names \(step)")
    }
  }
}
