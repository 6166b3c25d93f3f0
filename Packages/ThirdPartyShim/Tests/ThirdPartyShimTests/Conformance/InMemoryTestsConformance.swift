import ThirdPartyShim
import XCTest

/// Follows swift-sharing's InMemoryTests: one value per name, kept after its holders are gone,
/// reachable from readers and other tasks, with optional defaults; and how tests stay isolated.
final class InMemoryTestsConformance: XCTestCase {
  func testOneNameIsOneValue() {
    withIsolatedSharing {
      @Shared(.inMemory("count")) var count = 0
      XCTAssertEqual(count, 0)
      $count.withLock { $0 += 1 }
      XCTAssertEqual(count, 1)

      @Shared(.inMemory("count")) var another = 0
      XCTAssertEqual(another, 1, "the second default is ignored")
      $another.withLock { $0 += 1 }
      XCTAssertEqual(count, 2)
    }
  }

  func testTheValueOutlivesItsHolders() async {
    let storage = InMemoryStorage()
    await withDependencies({ $0.defaultInMemoryStorage = storage }) {
      do {
        @Shared(.inMemory("count")) var count = 0
        $count.withLock { $0 += 1 }
      }
      do {
        @Shared(.inMemory("count")) var count = 0
        XCTAssertEqual(count, 1)
      }
      do {
        @SharedReader(.inMemory("count")) var count = 0
        XCTAssertEqual(count, 1)
      }
      let fromTask = await Task {
        withDependencies({ $0.defaultInMemoryStorage = storage }) {
          Shared(wrappedValue: 0, .inMemory("count")).wrappedValue
        }
      }.value
      XCTAssertEqual(fromTask, 1)
    }
  }

  func testAReaderDefaultIsStoredForLaterHolders() {
    withIsolatedSharing {
      do {
        @SharedReader(.inMemory("count")) var count = 10
        XCTAssertEqual(count, 10)
      }
      @SharedReader(.inMemory("count")) var count = 0
      XCTAssertEqual(count, 10)
    }
  }

  func testOptionalDefaults() {
    withIsolatedSharing {
      @Shared(.inMemory("count")) var count: Int? = 0
      XCTAssertEqual(count, 0)
      @Shared(.inMemory("nilCount")) var nilCount: Int?
      XCTAssertNil(nilCount)
      @Shared(.inMemory("nested")) var nested: Int?? = .some(nil)
      XCTAssertEqual(nested, .some(nil))
    }
  }

  func testEachTestContextHasItsOwnStorage() {
    withIsolatedSharing {
      @Shared(.inMemory("isolated")) var value = 0
      $value.withLock { $0 = 42 }
    }
    withIsolatedSharing {
      @Shared(.inMemory("isolated")) var value = 0
      XCTAssertEqual(value, 0, "a new test context starts empty")
    }
  }

  func testTheSameNameInAnotherStorageIsAnotherValue() {
    let first = withDependencies({ $0.defaultInMemoryStorage = InMemoryStorage() }) {
      Shared(wrappedValue: 1, .inMemory("count"))
    }
    let second = withDependencies({ $0.defaultInMemoryStorage = InMemoryStorage() }) {
      Shared(wrappedValue: 2, .inMemory("count"))
    }
    first.withLock { $0 += 10 }
    XCTAssertEqual(first.wrappedValue, 11)
    XCTAssertEqual(second.wrappedValue, 2)
    XCTAssertFalse(first.isSameReference(as: second))
  }
}

/// The table of key references forgets keys nobody holds, and never a key somebody holds.
final class PersistentReferencesTests: XCTestCase {
  func testAHeldKeySurvivesThePruningOfReleasedOnes() {
    withIsolatedSharing {
      let kept = Shared(wrappedValue: 1, .inMemory("kept"))
      for index in 0..<200 {
        _ = Shared(wrappedValue: index, .inMemory("released-\(index)"))
      }
      let again = Shared(wrappedValue: 0, .inMemory("kept"))
      XCTAssertTrue(kept.isSameReference(as: again), "a held key survives the pruning")
    }
  }
}
