import Checkout
import Core
import Foundation
import HeadlessUI
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

@testable import ShopFlow

/// Quit and relaunch: the state is saved, a new store starts from what was read back, and the
/// first frame is the screen the person left, minus work that died with the process.
@MainActor
final class ShopFlowRestorationTests: XCTestCase {
  let clock = TestClock()

  func launch(_ state: ShopFlow.State, _ gateway: GatewayProbe) -> (
    Store<ShopFlow.State, ShopFlow.Action>, ViewHost
  ) {
    let store = Store(initialState: state) {
      ShopFlow()
    } withDependencies: {
      gateway.install(in: &$0)
    }
    return (store, ViewHost(ShopFlowView(store: store)))
  }

  func testAPaymentThatWasProcessingComesBackAsThePaymentScreen() async throws {
    let gateway = GatewayProbe(clock: clock, answers: [.approve(orderID: "never")])
    // Quitting: the first store and its screen go away, and the charge in flight with them.
    let (saved, readyToPay) = try payThenQuit(gateway)

    let restored = try ShopFlow.State.restored(from: saved)
    let (relaunched, newHost) = launch(restored, gateway)
    let first = newHost.render()
    XCTAssertEqual(first, readyToPay, "the same screen, ready to pay again")
    XCTAssertEqual(relaunched.nav.compactMap(CheckoutPath.self), [.checkout, .payment])
    XCTAssertEqual(relaunched.checkout?.payment?.isProcessing, false)
    // One reference, not two equal stacks: a push through the checkout's stack shows on the
    // flow's, and is taken back before the journey goes on.
    let checkoutNav = try XCTUnwrap(relaunched.state.checkout).$nav
    checkoutNav.withLock { $0.append(RestorationProbe.pushed) }
    XCTAssertEqual(
      relaunched.nav.compactMap(RestorationProbe.self), [.pushed],
      "the restored checkout pushes onto the flow's stack again")
    checkoutNav.withLock { $0.popPast(RestorationProbe.pushed) }
    // The restored stack behaves like any other: back twice leads home, state cleaned.
    try newHost.perform(.back)
    XCTAssertNil(relaunched.checkout?.payment)
    try newHost.perform(.back)
    XCTAssertNil(relaunched.checkout)
    XCTAssertTrue(relaunched.nav.isEmpty)
  }

  /// Opens Milk frother's checkout, taps Pay and saves while the charge is in flight; returns
  /// what was saved and the screen before Pay. The store lives only as long as this call.
  private func payThenQuit(_ gateway: GatewayProbe) throws -> (saved: Data, readyToPay: String) {
    let (store, host) = launch(ShopFlow.State(), gateway)
    host.render()
    try host.perform(.tap("Milk frother"))
    try host.perform(.tap("Buy"))
    try host.perform(.tap("Continue"))
    let readyToPay = host.render()
    try host.perform(.tap("Pay"))
    let beforeQuit = host.render()
    XCTAssertTrue(beforeQuit.contains("Processing…"), beforeQuit)
    return (try store.state.saved(), readyToPay)
  }

  func testQuickBuysSheetComesBackWithItsOwnStack() async throws {
    let gateway = GatewayProbe(clock: clock, answers: [])
    let (store, host) = launch(ShopFlow.State(), gateway)
    host.render()
    try host.perform(.tap("Quick buy"))
    host.render()
    try host.perform(.tap("Continue"))
    let beforeQuit = host.render()

    let restored = try ShopFlow.State.restored(from: store.state.saved())
    XCTAssertEqual(restored, store.state)
    let (relaunched, newHost) = launch(restored, gateway)
    XCTAssertEqual(newHost.render(), beforeQuit)
    XCTAssertTrue(relaunched.nav.isEmpty, "the host's stack stayed empty")
    XCTAssertEqual(relaunched.checkoutSheet?.nav.compactMap(CheckoutPath.self), [.payment])
  }

  /// A file whose stack shows a screen it has no state for is refused, naming it: the App
  /// moves such a file aside and starts fresh. (A state the store is handed directly, with
  /// the same disagreement, is repaired at launch instead: `LaunchTests`.)
  func testAFileWhoseStackOutrunsItsStateIsRefusedNamingTheScreen() async throws {
    let state = ShopFlow.State(opening: .checkout(productID: "milk-frother"))
    state.$nav.withLock {
      $0.append(CheckoutPath.checkout)
      $0.append(CheckoutPath.receipt)
    }
    let saved = try state.saved()
    XCTAssertThrowsError(try ShopFlow.State.restored(from: saved)) {
      XCTAssertTrue("\($0)".contains("CheckoutPath.receipt but the file has no receipt"), "\($0)")
    }
    let orphan = ShopFlow.State()
    orphan.$nav.withLock { $0.append(CheckoutPath.checkout) }
    XCTAssertThrowsError(try ShopFlow.State.restored(from: orphan.saved())) {
      XCTAssertTrue("\($0)".contains("has no checkout"), "\($0)")
    }
  }

  /// A file saved on the payment screen whose `CheckoutPath.payment` entry no longer reads (a
  /// case renamed in a later version): refused naming the entry, so the App moves it aside,
  /// rather than restored as the checkout screen alone.
  func testAStackEntryThatNoLongerReadsIsRefusedNamingIt() async throws {
    let state = ShopFlow.State(opening: .checkout(productID: "milk-frother"))
    state.$nav.withLock {
      $0.append(CheckoutPath.checkout)
      $0.append(CheckoutPath.payment)
    }
    let saved = String(decoding: try state.saved(), as: UTF8.self)
    let entry = #""value" : "payment""#
    XCTAssertTrue(saved.contains(entry), saved)
    let bogus = Data(saved.replacingOccurrences(of: entry, with: #""value" : "bogus""#).utf8)
    XCTAssertThrowsError(try ShopFlow.State.restored(from: bogus)) {
      XCTAssertTrue("\($0)".contains("Entry 1 of the stack is a Checkout.CheckoutPath"), "\($0)")
    }
  }

  func testAFileFromAnotherAppFailsNamingWhatItCannotRead() async throws {
    let json = #"{"home":{"selectedProductID":"x"},"nav":[{"tag":"Book.BookPath","value":"book"}]}"#
    XCTAssertThrowsError(try ShopFlow.State.restored(from: Data(json.utf8))) {
      XCTAssertTrue("\($0)".contains("Unknown path tag type 'Book.BookPath'"), "\($0)")
    }
  }
}

/// A route no screen owns, pushed only to tell one shared stack from two equal ones.
private enum RestorationProbe: Hashable, Sendable {
  case pushed
}
