import Foundation
import ThirdPartyShim
import XCTest

/// Follows swift-sharing's AppStorageTests: each supported type writes its default to the store
/// and sees a write made to the store directly; optionals remove their entry for `nil` and fall
/// back to their default when the entry goes. Not followed: the key-format warning (it concerns
/// key-value observation, which the shim does not use) and subscriptions.
final class AppStorageTestsConformance: XCTestCase {
  private enum Theme: String, Sendable { case light, dark }
  private enum Size: Int, Sendable { case small = 1, large = 2 }

  private func withStore(_ body: (UserDefaults) -> Void) {
    withIsolatedSharing { body(DependencyValues.current.defaultAppStorage) }
  }

  func testBool() {
    withStore { store in
      @Shared(.appStorage("bool")) var bool = true
      XCTAssertTrue(store.bool(forKey: "bool"), "the default is written to the store")
      store.set(false, forKey: "bool")
      XCTAssertFalse(bool, "a write to the store is seen")
      $bool.withLock { $0 = true }
      XCTAssertTrue(store.bool(forKey: "bool"))
    }
  }

  func testInt() {
    withStore { store in
      @Shared(.appStorage("int")) var int = 42
      XCTAssertEqual(store.integer(forKey: "int"), 42)
      store.set(1729, forKey: "int")
      XCTAssertEqual(int, 1729)
    }
  }

  func testDouble() {
    withStore { store in
      @Shared(.appStorage("double")) var double = 1.5
      XCTAssertEqual(store.double(forKey: "double"), 1.5)
      store.set(3.25, forKey: "double")
      XCTAssertEqual(double, 3.25)
    }
  }

  func testString() {
    withStore { store in
      @Shared(.appStorage("string")) var string = "Ada"
      XCTAssertEqual(store.string(forKey: "string"), "Ada")
      store.set("Grace", forKey: "string")
      XCTAssertEqual(string, "Grace")
    }
  }

  func testURL() {
    withStore { store in
      @Shared(.appStorage("url")) var url = URL(fileURLWithPath: "/dev")
      XCTAssertEqual(store.url(forKey: "url"), URL(fileURLWithPath: "/dev"))
      store.set(URL(fileURLWithPath: "/tmp"), forKey: "url")
      XCTAssertEqual(url, URL(fileURLWithPath: "/tmp"))
    }
  }

  func testData() {
    withStore { store in
      @Shared(.appStorage("data")) var data = Data([4, 2])
      XCTAssertEqual(store.data(forKey: "data"), Data([4, 2]))
      store.set(Data([1, 7]), forKey: "data")
      XCTAssertEqual(data, Data([1, 7]))
    }
  }

  func testDate() {
    withStore { store in
      @Shared(.appStorage("date")) var date = Date(timeIntervalSinceReferenceDate: 0)
      XCTAssertEqual(store.object(forKey: "date") as? Date, Date(timeIntervalSinceReferenceDate: 0))
      store.set(Date(timeIntervalSince1970: 0), forKey: "date")
      XCTAssertEqual(date, Date(timeIntervalSince1970: 0))
    }
  }

  func testRawRepresentableString() {
    withStore { store in
      @Shared(.appStorage("theme")) var theme = Theme.light
      XCTAssertEqual(store.string(forKey: "theme"), "light")
      store.set("dark", forKey: "theme")
      XCTAssertEqual(theme, .dark)
    }
  }

  func testRawRepresentableInt() {
    withStore { store in
      @Shared(.appStorage("size")) var size = Size.small
      XCTAssertEqual(store.integer(forKey: "size"), 1)
      store.set(2, forKey: "size")
      XCTAssertEqual(size, .large)
    }
  }

  func testOptionalWithoutDefault() {
    withStore { store in
      @Shared(.appStorage("flag")) var flag: Bool?
      XCTAssertNil(store.object(forKey: "flag"))
      store.set(false, forKey: "flag")
      XCTAssertEqual(flag, false)
      $flag.withLock { $0 = nil }
      XCTAssertNil(store.object(forKey: "flag"), "nil removes the entry")
    }
  }

  func testOptionalWithDefault() {
    withStore { store in
      @Shared(.appStorage("flag")) var flag: Bool? = true
      XCTAssertTrue(store.bool(forKey: "flag"))
      store.set(false, forKey: "flag")
      XCTAssertEqual(flag, false)
      store.removeObject(forKey: "flag")
      XCTAssertEqual(flag, true, "a removed entry reads as the default")
      $flag.withLock { $0 = nil }
      XCTAssertNil(store.object(forKey: "flag"))
    }
  }

  func testEachTestContextHasItsOwnSuite() {
    withStore { store in
      @Shared(.appStorage("isolated")) var value = 0
      $value.withLock { $0 = 7 }
      XCTAssertEqual(store.integer(forKey: "isolated"), 7)
    }
    withStore { store in
      XCTAssertNil(store.object(forKey: "isolated"), "a new test context starts empty")
    }
  }

  func testAGivenStoreIsUsedInsteadOfTheDefault() throws {
    let suite = try XCTUnwrap(UserDefaults(suiteName: "shim.conformance.\(UUID().uuidString)"))
    withIsolatedSharing {
      @Shared(.appStorage("count", store: suite)) var count = 3
      XCTAssertEqual(suite.integer(forKey: "count"), 3)
      XCTAssertNil(DependencyValues.current.defaultAppStorage.object(forKey: "count"))
    }
  }
}
