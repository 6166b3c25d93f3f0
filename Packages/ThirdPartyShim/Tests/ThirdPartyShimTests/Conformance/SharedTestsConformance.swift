import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Follows swift-sharing's SharedTests: keyed laziness and nesting, reference semantics through
/// copies, member projections (`$user.name`), read-only projections, optional unwrapping,
/// descriptions, and (the shim's own addition) how a projection is snapshotted by a test store.
final class SharedTestsConformance: XCTestCase {
  private struct Profile: Equatable, Sendable {
    var name = ""
    var visits = 0
  }

  func testAKeyedDefaultIsNotMadeOnceAValueIsStored() {
    withIsolatedSharing {
      do {
        @Shared(.inMemory("count")) var count = 0
        $count.withLock { $0 = 3 }
      }
      var madeDefault = false
      @Shared(.inMemory("count")) var count: Int = {
        madeDefault = true
        return 0
      }()
      XCTAssertEqual(count, 3)
      XCTAssertFalse(madeDefault, "a stored value makes the default unnecessary")
    }
  }

  func testKeyedSharedValuesNest() {
    struct Inner: Equatable, Sendable { var flag = true }
    struct Middle: Equatable, Sendable { @Shared(.inMemory("inner")) var inner = Inner() }
    struct Outer: Sendable { @Shared(.inMemory("middle")) var middle = Middle() }
    withIsolatedSharing {
      let outer = Outer()
      XCTAssertEqual(outer.middle.inner, Inner())
    }
  }

  func testACopyWritesThroughTheSameReference() {
    @Shared(value: 0) var count
    $count.withLock { $0 += 1 }
    @Shared var copy: Int
    _copy = $count
    $copy.withLock { $0 += 1 }
    XCTAssertEqual(count, 2)
    XCTAssertEqual(copy, 2)
  }

  func testAWritableMemberProjectionReadsAndWritesTheRoot() {
    @Shared(value: Profile(name: "Ada")) var profile
    @Shared var name: String
    _name = $profile.name

    $name.withLock { $0 += " Lovelace" }
    XCTAssertEqual(profile.name, "Ada Lovelace")

    $profile.name.withLock { $0 += "!" }
    XCTAssertEqual(name, "Ada Lovelace!")
    XCTAssertTrue($profile.name.isSameReference(as: $name))
    XCTAssertFalse($profile.name.isSameReference(as: Shared(value: Profile()).name))
  }

  func testAReadOnlyProjectionFollowsTheReferenceItWasMadeFrom() {
    struct Account: Sendable {
      let id: Int
    }
    @Shared(value: Account(id: 1)) var account
    @SharedReader var id: Int
    _id = $account.id
    XCTAssertEqual(id, 1)

    $account.withLock { $0 = Account(id: 42) }
    XCTAssertEqual(id, 42)

    $account = Shared(value: Account(id: 7))
    XCTAssertEqual(id, 42, "the reader keeps the reference it was made from")
  }

  func testAnOptionalUnwrapsWhileItHasAValue() throws {
    @Shared(value: nil) var wrapped: Int?
    XCTAssertNil(Shared($wrapped))

    $wrapped.withLock { $0 = 0 }
    @Shared var count: Int
    _count = try XCTUnwrap(Shared($wrapped))
    XCTAssertEqual(count, 0)

    $count.withLock { $0 += 1 }
    XCTAssertEqual(wrapped, 1)
    $wrapped.withLock { $0? += 1 }
    XCTAssertEqual(count, 2)

    $wrapped.withLock { $0 = nil }
    XCTAssertEqual(count, 2, "the unwrapped value keeps the last value it saw")
    $wrapped.withLock { $0 = 4 }
    XCTAssertEqual(count, 4)
  }

  func testAWriteFromAnotherTaskIsSeen() async {
    let count = Shared(value: 0)
    await Task { count.withLock { $0 = 1 } }.value
    XCTAssertEqual(count.wrappedValue, 1)
  }

  func testAReaderOfASharedSeesItsWrites() {
    @Shared(value: 0) var count
    @SharedReader var readOnly: Int
    _readOnly = SharedReader($count)
    $count.withLock { $0 = 1 }
    XCTAssertEqual(readOnly, 1)
  }

  func testDescriptionsNameTheTypeAndTheReference() {
    XCTAssertEqual(Shared(value: 0).description, "Shared<Int>(value: 0)")
    withIsolatedSharing {
      @Shared(.appStorage("count")) var count = 0
      XCTAssertEqual($count.description, #"Shared<Int>(.appStorage("count"), value: 0)"#)
    }
  }

  func testProjectionsCompareByValue() {
    let a = Shared(value: Profile(name: "Ada"))
    let b = Shared(value: Profile(name: "Ada", visits: 3))
    XCTAssertEqual(a.name, b.name)
    XCTAssertNotEqual(a.visits, b.visits)
  }

  func testConcurrentWritesThroughAProjectionAreNotLost() async {
    let profile = Shared(value: Profile())
    let visits = profile.visits
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { for _ in 0..<500 { visits.withLock { $0 += 1 } } }
        group.addTask { for _ in 0..<500 { profile.withLock { $0.visits += 1 } } }
      }
    }
    XCTAssertEqual(profile.wrappedValue.visits, 4_000)
  }
}

/// A test store sees a change made through a projected member and checks it like a change made
/// through the root.
@MainActor
final class SharedProjectionSnapshotTests: XCTestCase {
  private struct Visits: Reducer {
    struct Stats: Equatable, Sendable { var visits = 0 }
    struct State: Equatable, Sendable {
      @Shared var stats: Stats
      @Shared var visits: Int
      init() {
        let stats = Shared(value: Stats())
        self._stats = stats
        self._visits = stats.visits
      }
    }
    enum Action: Equatable, Sendable { case visitThroughMember, visitThroughRoot }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .visitThroughMember: state.$visits.withLock { $0 += 1 }
      case .visitThroughRoot: state.$stats.withLock { $0.visits += 1 }
      }
      return .none
    }
  }

  func testAMemberChangeAssertedThroughTheMemberPasses() async {
    let store = TestStore(initialState: Visits.State()) { Visits() }
    let failures = await collectIssues {
      await store.send(.visitThroughMember) { $0.$visits.withLock { $0 = 1 } }
      await store.send(.visitThroughRoot) { $0.$stats.withLock { $0.visits = 2 } }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state.visits, 2)
  }

  func testAnUnassertedMemberChangeFails() async {
    let store = TestStore(initialState: Visits.State()) { Visits() }
    let failures = await collectIssues {
      await store.send(.visitThroughMember)
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(failures.first?.contains("visits") == true, "\(failures)")
  }

  func testAWrongMemberAssertionFails() async {
    let store = TestStore(initialState: Visits.State()) { Visits() }
    let failures = await collectIssues {
      await store.send(.visitThroughRoot) { $0.$visits.withLock { $0 = 5 } }
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
  }
}

/// An unwrapped optional is snapshotted through its base: an assertion made through the
/// unwrapped value changes the expected base too.
@MainActor
final class SharedUnwrappedSnapshotTests: XCTestCase {
  private struct Counter: Reducer {
    struct State: Equatable, Sendable {
      @Shared var count: Int?
      @Shared var unwrapped: Int
      init() {
        let count = Shared<Int?>(value: 0)
        self._count = count
        self._unwrapped = Shared(count)!
      }
    }
    enum Action: Equatable, Sendable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$count.withLock { $0? += 1 }
      return .none
    }
  }

  func testAnAssertionThroughTheUnwrappedValueChangesTheBase() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let failures = await collectIssues {
      await store.send(.increment) { $0.$unwrapped.withLock { $0 = 1 } }
    }
    XCTAssertEqual(failures, [])
  }
}
