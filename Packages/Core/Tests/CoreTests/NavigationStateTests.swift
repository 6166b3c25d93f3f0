import Core
import CoreTestSupport
import ThirdPartyShim
import XCTest

/// The stack's operations and the path setter's one accepted write.
final class NavigationStateTests: XCTestCase {
  private func stack(_ values: CheckoutPath...) -> NavigationState {
    var nav = NavigationState()
    for value in values { nav.append(value) }
    return nav
  }

  func testAppendKeepsPathAndItemsInStep() {
    let nav = stack(.checkout, .payment)
    XCTAssertEqual(nav.items, [AnyHashable(CheckoutPath.checkout), AnyHashable(CheckoutPath.payment)])
    XCTAssertEqual(nav.path, path(CheckoutPath.checkout, CheckoutPath.payment))
    XCTAssertEqual(nav.count, 2)
    XCTAssertEqual(nav.last, AnyHashable(CheckoutPath.payment))
  }

  /// Values whose hashes collide: "is it shown?" looks the hash up first, then compares values.
  private struct Colliding: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  func testContainsComparesValuesWhoseHashesCollide() {
    var nav = NavigationState()
    nav.append(Colliding(value: 1))
    XCTAssertTrue(nav.contains(Colliding(value: 1)))
    XCTAssertFalse(nav.contains(Colliding(value: 2)), "same hash, another value: not on the stack")
  }

  func testPopToKeepsTheMostRecentAnchor() {
    var nav = stack(.checkout, .payment, .checkout, .receipt)
    nav.popTo(CheckoutPath.checkout)
    XCTAssertEqual(nav.compactMap(CheckoutPath.self), [.checkout, .payment, .checkout])
    XCTAssertEqual(nav.path.count, 3)
  }

  func testPopPastRemovesTheAnchor() {
    var nav = stack(.checkout, .payment, .receipt)
    nav.popPast(CheckoutPath.payment)
    XCTAssertEqual(nav.compactMap(CheckoutPath.self), [.checkout])
    XCTAssertEqual(nav.path, path(CheckoutPath.checkout))
  }

  func testPopsOfAnAbsentValueDoNothing() {
    var nav = stack(.checkout)
    nav.popTo(CheckoutPath.receipt)
    nav.popPast(StrayPath.stray)
    XCTAssertEqual(nav, stack(.checkout))
  }

  func testPopToRoot() {
    var nav = stack(.checkout, .payment)
    nav.popToRoot()
    XCTAssertTrue(nav.isEmpty)
    XCTAssertTrue(nav.path.isEmpty)
  }

  func testInspectionHelpersSeeOnlyTheirType() {
    var nav = stack(.checkout)
    nav.append(StrayPath.stray)
    nav.append(CheckoutPath.payment)
    XCTAssertTrue(nav.contains(StrayPath.stray))
    XCTAssertFalse(nav.contains(CheckoutPath.receipt))
    XCTAssertEqual(nav.compactMap(CheckoutPath.self), [.checkout, .payment])
    XCTAssertEqual(nav.last(StrayPath.self), .stray)
    XCTAssertNil(nav.last(Int.self))
  }

  func testShorterPrefixWriteTrimsItems() {
    var nav = stack(.checkout, .payment, .receipt)
    let warnings = collectIssuesSynchronously { nav.path = path(CheckoutPath.checkout) }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(nav, stack(.checkout))
    XCTAssertEqual(nav.path, path(CheckoutPath.checkout))
  }

  func testSameWriteIsANoOp() {
    var nav = stack(.checkout)
    let warnings = collectIssuesSynchronously { nav.path = nav.path }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(nav, stack(.checkout))
  }

  func testLongerWriteIsReportedAndNotApplied() {
    var nav = stack(.checkout)
    let warnings = collectIssuesSynchronously {
      nav.path = path(CheckoutPath.checkout, CheckoutPath.payment)
    }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].contains("longer path"), warnings[0])
    XCTAssertEqual(nav, stack(.checkout))
  }

  func testDifferentWriteIsReportedAndNotApplied() {
    var nav = stack(.checkout, .payment)
    let sameLength = collectIssuesSynchronously {
      nav.path = path(CheckoutPath.receipt, CheckoutPath.payment)
    }
    let shorterNotPrefix = collectIssuesSynchronously { nav.path = path(CheckoutPath.receipt) }
    XCTAssertEqual(sameLength.count, 1)
    XCTAssertEqual(shorterNotPrefix.count, 1)
    XCTAssertTrue(shorterNotPrefix[0].contains("not a prefix"), shorterNotPrefix[0])
    XCTAssertEqual(nav, stack(.checkout, .payment))
  }

  func testAWriteTakenFromTheStacksOwnPathIsAppliedOnlyIfItIsAPrefix() {
    var nav = stack(.checkout, .payment, .receipt)
    var swiped = nav.path
    swiped.removeLast()
    var diverted = swiped
    diverted.removeLast()
    diverted.append(CheckoutPath.receipt)
    XCTAssertEqual(collectIssuesSynchronously { nav.path = swiped }, [])
    XCTAssertEqual(nav, stack(.checkout, .payment))
    let refused = collectIssuesSynchronously { nav.path = diverted }
    XCTAssertEqual(refused.count, 1, "shares the bottom node, differs above it")
    XCTAssertTrue(refused.first?.contains("not a prefix") == true, "\(refused)")
    XCTAssertEqual(nav, stack(.checkout, .payment))
  }

  func testPopsFindEachOccurrenceOfARepeatedValueInTurn() {
    var nav = stack(.checkout, .payment, .checkout, .receipt, .checkout)
    nav.popPast(CheckoutPath.checkout)
    XCTAssertEqual(nav, stack(.checkout, .payment, .checkout, .receipt))
    nav.popTo(CheckoutPath.checkout)
    XCTAssertEqual(nav, stack(.checkout, .payment, .checkout))
    nav.popPast(CheckoutPath.checkout)
    XCTAssertEqual(nav, stack(.checkout, .payment))
    XCTAssertTrue(nav.contains(CheckoutPath.checkout))
    nav.popPast(CheckoutPath.checkout)
    XCTAssertTrue(nav.isEmpty)
    XCTAssertFalse(nav.contains(CheckoutPath.checkout))
  }

  func testEqualityComparesValuesWhateverTheStacksShare() {
    var a = stack(.checkout)
    var b = a
    a.append(CheckoutPath.payment)
    b.append(CheckoutPath.receipt)
    XCTAssertNotEqual(a, b)
    XCTAssertEqual(a, stack(.checkout, .payment), "built apart, same values")
    XCTAssertNotEqual(stack(.payment, .checkout), stack(.checkout, .payment))
  }

  func testEqualityIsByItemsNotHistory() {
    var popped = stack(.checkout, .payment)
    popped.popPast(CheckoutPath.payment)
    XCTAssertEqual(popped, stack(.checkout))
  }

  func testSharedStackIsSeenByEveryHolder() {
    let shared = Shared(value: NavigationState())
    let child = CheckoutFeature.State(nav: shared, productID: "p")
    shared.withLock { $0.append(CheckoutPath.checkout) }
    XCTAssertEqual(child.nav.compactMap(CheckoutPath.self), [.checkout])
  }
}
