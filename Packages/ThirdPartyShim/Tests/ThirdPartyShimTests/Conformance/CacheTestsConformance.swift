import ThirdPartyShim
import XCTest

/// Follows swift-dependencies' CacheTests: a default is made once and kept (a computed value is
/// one instance while the context lives), and a default that reads another dependency while it
/// is made does not deadlock.
final class CacheTestsConformance: XCTestCase {
  func testAComputedTestValueIsMadeOncePerTestContext() {
    withDependencies({ $0 = DependencyValues(context: .test) }) {
      let first = DependencyValues.current.counted
      let second = DependencyValues.current.counted
      XCTAssertTrue(first === second, "one instance while the context lives")
    }
    let other = withDependencies({ $0 = DependencyValues(context: .test) }) {
      DependencyValues.current.counted
    }
    let again = withDependencies({ $0 = DependencyValues(context: .test) }) {
      DependencyValues.current.counted
    }
    XCTAssertFalse(other === again, "a new test context makes a new one")
  }

  func testADefaultMayReadAnotherDependency() {
    let outer = withDependencies({ $0 = DependencyValues(context: .test) }) {
      DependencyValues.current.outer
    }
    XCTAssertEqual(outer.innerValue, 3)
  }

  func testCopiesOfTheValuesShareTheirDefaults() {
    let values = DependencyValues(context: .test)
    var copy = values
    copy.context = .test
    XCTAssertTrue(values[Counted.self] === copy[Counted.self])
  }
}

private final class Counted: TestDependencyKey, Sendable {
  static var testValue: Counted { Counted() }
}

private struct Inner: TestDependencyKey {
  let value: Int
  static var testValue: Inner { Inner(value: 3) }
}

private struct Outer: TestDependencyKey {
  let innerValue: Int
  static var testValue: Outer {
    Outer(innerValue: DependencyValues.current[Inner.self].value)
  }
}

extension DependencyValues {
  fileprivate var counted: Counted {
    get { self[Counted.self] }
    set { self[Counted.self] = newValue }
  }
  fileprivate var outer: Outer {
    get { self[Outer.self] }
    set { self[Outer.self] = newValue }
  }
}
