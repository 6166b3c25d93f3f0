import ThirdPartyShim
import XCTest

/// Case key paths chain through a payload that is itself an enum, as swift-case-paths' do:
/// `\.promo.presented` embeds through both cases and extracts only when both match.
final class CaseKeyPathChainingTests: XCTestCase {
  func testAChainedPathEmbedsThroughBothCases() {
    let path = AnyCasePath(\ChainedAction.AllCasePaths.promo.presented)
    XCTAssertEqual(path.embed(3), .promo(.presented(3)))
  }

  func testAChainedPathExtractsOnlyWhenBothCasesMatch() {
    let path = AnyCasePath(\ChainedAction.AllCasePaths.promo.presented)
    XCTAssertEqual(path.extract(from: .promo(.presented(4))), 4)
    XCTAssertNil(path.extract(from: .promo(.dismiss)), "the inner case differs")
    XCTAssertNil(path.extract(from: .other), "the outer case differs")
  }

  func testAChainedPathWorksWithCaseSubscripts() {
    XCTAssertEqual(ChainedAction.promo(.presented(5))[case: \.promo.presented], 5)
    XCTAssertTrue(ChainedAction.promo(.dismiss).is(\.promo.dismiss))
    XCTAssertFalse(ChainedAction.promo(.presented(1)).is(\.promo.dismiss))
  }
}

enum ChainedAction: Equatable, CasePathable {
  case promo(PresentationAction<Int>)
  case other
}
