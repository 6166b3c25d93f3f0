import Core
import CoreTestSupport
import ThirdPartyShim
import XCTest

/// Two contexts declare one tag; the first has no state, the second has, and the stack already
/// shows the tag (a restored state). Launch keeps it without complaint: a tag is stateless only
/// if no context accounts for it, which is known once every context has arranged (found
/// untested by `make mutants`: the stateless check ran before the others had arranged).
@MainActor
final class SharedTagLaunchTests: XCTestCase {
  func testATagAccountedForByALaterContextIsNotPoppedAsStateless() async {
    var state = TwinContexts.State()
    state.right = ReceiptFeature.State(orderID: "R")
    state.$nav.withLock { $0.append(SessionPath.detail) }
    let warnings = collectIssuesSynchronously {
      let reducer = TwinContexts(leftTag: .detail, rightTag: .detail)
      let store = Store(initialState: reducer.launched(state)) { reducer }
      XCTAssertEqual(store.nav.compactMap(SessionPath.self), [.detail])
    }
    XCTAssertEqual(warnings, [])
  }
}
