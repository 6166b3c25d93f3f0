import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Follows TCA's DependencyKeyWritingReducerTests: `.dependency` and `.transformDependency`
/// fold into one reducer, the modifier nearest the reducer wins, an outer modifier does not
/// override an inner one, and effects (and the effects of their actions) see the values.
@MainActor
final class DependencyKeyWritingReducerTestsConformance: XCTestCase {
  private struct Feature: Reducer {
    struct State: Equatable, Sendable { var value = 0 }
    enum Action: Equatable, Sendable { case tap }
    @Dependency(\.answer) var answer
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.value = answer
      return .none
    }
  }

  private struct Chained: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable {
      case tap
      case response(Int)
      case otherResponse(Int)
    }
    @Dependency(\.answer) var answer
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        state.count += 1
        return .run { [answer] send in await send(.response(answer)) }
      case let .response(value):
        state.count = value
        return .run { send in await send(.otherResponse(DependencyValues.current.answer)) }
      case let .otherResponse(value):
        state.count = value
        return .none
      }
    }
  }

  func testWritingFoldsIntoOneReducer() async {
    let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
      .dependency(\.answer, 42)
      .dependency(\.answer, 1729)
      .dependency(\.answer, 1)
    XCTAssertTrue((reducer as Any) is _DependencyKeyWritingReducer<Feature>)
  }

  func testTransformingFoldsIntoOneReducer() async {
    let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
      .transformDependency(\.answer) { $0 = 42 }
      .transformDependency(\.answer) { $0 = 1729 }
    XCTAssertTrue((reducer as Any) is _DependencyKeyWritingReducer<Feature>)
  }

  func testTheModifierNearestTheReducerWins() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(\.answer, 42)
        .dependency(\.answer, 1729)
    }
    await store.send(.tap) { $0.value = 42 }
  }

  func testTheTransformNearestTheReducerWins() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .transformDependency(\.answer) { $0 = 42 }
        .transformDependency(\.answer) { $0 = 1729 }
    }
    await store.send(.tap) { $0.value = 42 }
  }

  func testAnOuterModifierDoesNotOverrideAnInnerOne() async {
    let store = TestStore(initialState: Feature.State()) {
      CombineReducers {
        Feature()
          .dependency(\.answer, 42)
      }
      .dependency(\.answer, 1729)
    }
    await store.send(.tap) { $0.value = 42 }
  }

  func testATransformSeesTheValueFromOutside() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature().transformDependency(\.answer) { $0 += 1 }
    } withDependencies: {
      $0.answer = 9
    }
    await store.send(.tap) { $0.value = 10 }
  }

  func testEffectsAndTheirActionsSeeTheValue() async {
    let store = TestStore(initialState: Chained.State()) {
      Chained().dependency(\.answer, 42)
    }
    await store.send(.tap) { $0.count = 1 }
    await store.receive(.response(42)) { $0.count = 42 }
    await store.receive(.otherResponse(42))
  }

  func testAKeyThatIsItsOwnValueIsSetByValue() async {
    struct Reads: Reducer {
      struct State: Equatable, Sendable { var greeting = "" }
      enum Action: Equatable, Sendable { case read }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.greeting = DependencyValues.current[Greeter.self].greeting
        return .none
      }
    }
    let store = TestStore(initialState: Reads.State()) {
      Reads().dependency(Greeter(greeting: "hello"))
    }
    await store.send(.read) { $0.greeting = "hello" }
  }
}

private enum AnswerKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

private struct Greeter: TestDependencyKey, Sendable {
  var greeting: String
  static let testValue = Greeter(greeting: "test")
}

extension DependencyValues {
  fileprivate var answer: Int {
    get { self[AnswerKey.self] }
    set { self[AnswerKey.self] = newValue }
  }
}
