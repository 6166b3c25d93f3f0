import Core
import ThirdPartyShim
import XCTest

/// Two contexts declare one tag; the first has no state, the second has, and the stack already
/// shows the tag (a restored state). Launch keeps it without complaint: a tag is stateless only
/// if no context accounts for it, which is known once every context has arranged (found
/// untested by `make mutants`: the stateless check ran before the others had arranged).
@MainActor
final class SharedTagLaunchTests: XCTestCase {
  func testATagAccountedForByALaterContextIsNotPoppedAsStateless() async {
    var state = SharedTagTwins.State()
    state.right = ReceiptFeature.State(orderID: "R")
    state.$nav.withLock { $0.append(SessionPath.detail) }
    let warnings = RuntimeWarnings.collect {
      let store = Store(initialState: state) { SharedTagTwins() }
      XCTAssertEqual(store.nav.compactMap(SessionPath.self), [.detail])
    }
    XCTAssertEqual(warnings, [])
  }
}

/// `TwinContexts`, but both contexts push `.detail`.
struct SharedTagTwins: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var left: ReceiptFeature.State?
    var right: ReceiptFeature.State?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case left(ReceiptFeature.Action)
    case right(ReceiptFeature.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(\.left, action: \.left, path: SessionPath.detail) { ReceiptFeature() }
      }
      .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
        context.ifLet(\.right, action: \.right, path: SessionPath.detail) { ReceiptFeature() }
      }
  }
}
