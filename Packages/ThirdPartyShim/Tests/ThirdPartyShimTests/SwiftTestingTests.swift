import Testing
import ThirdPartyShim
import ThirdPartyShimTesting

/// The test store reports through Swift Testing when a Swift Testing test is running.
@MainActor
@Suite struct TestStoreUnderSwiftTesting {
  @Test func exhaustiveSendAndReceive() async {
    let store = TestStore(initialState: Counter.State(count: 9)) { Counter() }
    await store.send(.increment) { $0.count = 10 }
    await store.receive(.delegate(.reachedTen))
  }

  @Test func failuresAreCollectedNotLost() async {
    let failures = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.decrement) { $0.count = 1 }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("count") == true)
  }
}
