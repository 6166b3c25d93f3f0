import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// `SharedReader` as swift-sharing has it (its cases are spread over SharedTests and
/// InMemoryTests): made from a `Shared` or by projecting a read-only member, it sees every
/// change and cannot make one; equal when the values are equal; snapshotted by the test store.
final class SharedReaderTestsConformance: XCTestCase {
  private struct Library: Equatable, Sendable {
    var titles: [String] = []
    var count: Int { titles.count }
  }

  func testAReaderSeesTheWritesOfItsShared() {
    let library = Shared(value: Library())
    let reader = SharedReader(library)
    library.withLock { $0.titles.append("Emma") }
    XCTAssertEqual(reader.wrappedValue.titles, ["Emma"])
  }

  func testAComputedMemberIsReadOnly() {
    let library = Shared(value: Library())
    let count: SharedReader<Int> = library.count
    XCTAssertEqual(count.wrappedValue, 0)
    library.withLock { $0.titles += ["Emma", "Persuasion"] }
    XCTAssertEqual(count.wrappedValue, 2)
  }

  func testAMemberOfAReaderIsAReader() {
    let library = Shared(value: Library(titles: ["Emma"]))
    let titles = library.reader.titles
    library.withLock { $0.titles.append("Persuasion") }
    XCTAssertEqual(titles.wrappedValue, ["Emma", "Persuasion"])
  }

  func testReadersCompareByValue() {
    XCTAssertEqual(SharedReader(value: 1), SharedReader(Shared(value: 1)))
    XCTAssertNotEqual(SharedReader(value: 1), SharedReader.constant(2))
  }

  func testAReaderDescribesAndDumpsAsItsValue() {
    let reader = SharedReader(value: 5)
    XCTAssertEqual(reader.description, "SharedReader<Int>(value: 5)")
    var dumped = ""
    dump(reader, to: &dumped)
    XCTAssertTrue(dumped.contains("5"), dumped)
  }
}

/// A test store compares what a reader in the state reads before and after an action.
@MainActor
final class SharedReaderSnapshotTests: XCTestCase {
  private struct Display: Reducer {
    struct State: Equatable, Sendable {
      @Shared var total: Int
      @SharedReader var shown: Int
      init() {
        let total = Shared(value: 0)
        self._total = total
        self._shown = SharedReader(total)
      }
    }
    enum Action: Equatable, Sendable { case add }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$total.withLock { $0 += 1 }
      return .none
    }
  }

  func testAReaderInTheStateChangesWithItsShared() async {
    let store = TestStore(initialState: Display.State()) { Display() }
    let failures = await collectIssues {
      await store.send(.add) { $0.$total.withLock { $0 = 1 } }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state.shown, 1)
  }
}
