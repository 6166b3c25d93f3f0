import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Follows swift-dependencies' DependencyKeyTests: what a key that declares only some of its
/// values answers in each context, and how a missing test value is reported.
final class DependencyKeyTestsConformance: XCTestCase {
  func testAKeyWithOnlyATestValuePreviewsWithIt() {
    XCTAssertEqual(OnlyTest.previewValue, 7)
    XCTAssertEqual(OnlyTest.testValue, 7)
  }

  func testAKeyWithOnlyALiveValuePreviewsWithIt() {
    XCTAssertEqual(OnlyLive.previewValue, 42)
  }

  func testAKeyWithOnlyALiveValueIsReportedWhenATestReadsIt() {
    var value: Int?
    let warnings = collectIssuesSynchronously {
      withDependencies({ $0 = DependencyValues(context: .test) }) {
        value = DependencyValues.current.onlyLive
      }
    }
    XCTAssertEqual(value, 42, "the live value is still answered")
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    let message = warnings.first ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        #"@Dependency(\.onlyLive) has no test implementation, but was accessed from a test context:"#),
      message)
    XCTAssertTrue(message.contains("Key:\n    OnlyLive\n  Value:\n    Int"), message)
    XCTAssertTrue(message.contains("To fix, override 'onlyLive' with a test value."), message)
  }

  func testAKeyThatIsItsOwnValueNamesItselfOnce() {
    let warnings = collectIssuesSynchronously {
      withDependencies({ $0 = DependencyValues(context: .test) }) {
        _ = DependencyValues.current.selfValued
      }
    }
    XCTAssertTrue(warnings.first?.contains("Dependency:\n    SelfValued") == true, "\(warnings)")
  }

  func testAKeyWithLiveAndPreviewValuesPreviewsWithItsOwn() {
    XCTAssertEqual(LiveAndPreview.previewValue, 1729)
    let preview = withDependencies({ $0.context = .preview }) {
      DependencyValues.current.liveAndPreview
    }
    XCTAssertEqual(preview, 1729)
  }

  func testAnOverrideIsNotReported() {
    let warnings = collectIssuesSynchronously {
      withDependencies({
        $0 = DependencyValues(context: .test)
        $0.onlyLive = 1
      }) {
        XCTAssertEqual(DependencyValues.current.onlyLive, 1)
      }
    }
    XCTAssertEqual(warnings, [])
  }

  func testAMissingTestValueIsReportedOncePerTestContext() {
    let warnings = collectIssuesSynchronously {
      withDependencies({ $0 = DependencyValues(context: .test) }) {
        _ = DependencyValues.current.onlyLive
        _ = DependencyValues.current.onlyLive
      }
      withDependencies({ $0 = DependencyValues(context: .test) }) {
        _ = DependencyValues.current.onlyLive
      }
    }
    XCTAssertEqual(warnings.count, 2, "once per test context, not per read: \(warnings)")
  }

  func testALiveContextNeverReportsAKeyWithOnlyALiveValue() {
    let warnings = collectIssuesSynchronously {
      XCTAssertEqual(DependencyValues(context: .live)[OnlyLive.self], 42)
    }
    XCTAssertEqual(warnings, [])
  }

  func testATestOnlyKeyReadLiveIsReportedAndAnswersItsTestValue() {
    var value: Int?
    let warnings = collectIssuesSynchronously {
      value = withDependencies({ $0 = DependencyValues(context: .live) }) {
        DependencyValues.current.onlyTest
      }
    }
    XCTAssertEqual(value, 7)
    XCTAssertTrue(
      warnings.first?.hasPrefix(#"@Dependency(\.onlyTest) has no live implementation"#) == true,
      "\(warnings)")
  }
}

/// A feature that reads a dependency with no test value fails its test store's test.
@MainActor
final class MissingTestValueTestStoreTests: XCTestCase {
  private struct Reads: Reducer {
    struct State: Equatable, Sendable { var value = 0 }
    enum Action: Equatable, Sendable { case read }
    @Dependency(\.onlyLive) var onlyLive
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.value = onlyLive
      return .none
    }
  }

  func testTheTestFailsNamingTheDependency() async {
    let store = TestStore(initialState: Reads.State()) { Reads() }
    let failures = await collectIssues {
      await store.send(.read) { $0.value = 42 }
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains(#"@Dependency(\.onlyLive) has no test implementation"#) == true,
      "\(failures)")
  }

  func testAnOverriddenDependencyPasses() async {
    let store = TestStore(initialState: Reads.State()) {
      Reads()
    } withDependencies: {
      $0.onlyLive = 5
    }
    let failures = await collectIssues {
      await store.send(.read) { $0.value = 5 }
    }
    XCTAssertEqual(failures, [])
  }
}

private enum OnlyTest: TestDependencyKey {
  static let testValue = 7
}

private enum OnlyLive: DependencyKey {
  static let liveValue = 42
}

private enum LiveAndPreview: DependencyKey {
  static let liveValue = 42
  static let previewValue = 1729
}

private struct SelfValued: DependencyKey, Sendable {
  static let liveValue = SelfValued()
}

extension DependencyValues {
  fileprivate var onlyTest: Int {
    get { self[OnlyTest.self] }
    set { self[OnlyTest.self] = newValue }
  }
  fileprivate var onlyLive: Int {
    get { self[OnlyLive.self] }
    set { self[OnlyLive.self] = newValue }
  }
  fileprivate var liveAndPreview: Int {
    get { self[LiveAndPreview.self] }
    set { self[LiveAndPreview.self] = newValue }
  }
  fileprivate var selfValued: SelfValued {
    get { self[SelfValued.self] }
    set { self[SelfValued.self] = newValue }
  }
}
