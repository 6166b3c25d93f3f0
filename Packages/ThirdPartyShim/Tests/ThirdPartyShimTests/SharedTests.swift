import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

private struct Holder: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: 0) var total
    var local = 0
  }
  enum Action: Equatable, Sendable { case add, addLocal }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add: state.$total.withLock { $0 += 1 }
    case .addLocal: state.local += 1
    }
    return .none
  }
}

@MainActor
final class SharedTests: XCTestCase {
  func testReferenceSemanticsAndEquality() {
    let a = Shared(value: 1)
    let b = a
    b.withLock { $0 = 2 }
    XCTAssertEqual(a.wrappedValue, 2)
    XCTAssertEqual(Shared(value: 2), a, "equality compares values")
    XCTAssertTrue(a.isSameReference(as: b))
  }

  func testTestStoreSeesSharedChanges() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await store.send(.add) { $0.$total.withLock { $0 = 1 } }
    let failures = await collectIssues {
      await store.send(.add)
    }
    XCTAssertEqual(failures.count, 1, "an unasserted shared change fails an exhaustive store")
    XCTAssertTrue(failures.first?.contains("total") == true, "\(failures)")
  }

  func testConcurrentWritersNeverLoseAnUpdate() async {
    let shared = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { shared.withLock { $0 += 1 } }
        }
      }
    }
    XCTAssertEqual(shared.wrappedValue, 8_000)
  }
}
