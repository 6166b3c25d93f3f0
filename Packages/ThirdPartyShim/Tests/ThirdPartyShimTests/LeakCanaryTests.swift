import Foundation
import ThirdPartyShim
import XCTest

/// A deliberate leak, run only by `make test-asan` with `LEAK_CANARY=1`: the sanitizer must
/// report it, which shows the XCTest suppressions do not hide leaks made by our code.
@MainActor
final class LeakCanaryTests: XCTestCase {
  func testDeliberateStoreCycleWhenAsked() async {
    guard ProcessInfo.processInfo.environment["LEAK_CANARY"] == "1" else { return }
    let holder = StoreHolder()
    let store = Store(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { _, _ in
        _ = holder  // the reducer keeps the holder, the holder keeps the store: a cycle
        return .none
      }
    }
    holder.store = store
    store.send(.increment)
  }
}

@MainActor
private final class StoreHolder {
  var store: StoreOf<Counter>?
}
