import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// Follows TCA's BindingTests: a binding write to a nested field is applied by `BindingReducer`
/// before the reducers after it, which match it by field (`case .binding(\.nested.field)`) or by
/// field and value (`case .binding(.set(\.nested, …))`); plus the parts of `BindingAction` those
/// matches rest on (equality, description) and `BindingReducer(action: \.view)`.
@MainActor
final class BindingTestsConformance: XCTestCase {
  struct Form: Reducer {
    struct State: Equatable, Sendable {
      var nested = Nested()
      var title = ""
      struct Nested: Equatable, Sendable { var field = "" }
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(.set(\.nested, State.Nested(field: "special"))):
          state.nested.field += "*"
        case .binding(\.nested):
          state.nested.field += "!"
        case .binding(\.nested.field):
          state.nested.field += "?"
        case .binding:
          break
        }
        return .none
      }
    }
  }

  func testANestedFieldIsSetThenSeenByTheNextReducer() async {
    let store = Store(initialState: Form.State()) { Form() }
    store.send(.binding(.set(\.nested.field, "Hello")))
    XCTAssertEqual(store.state.nested.field, "Hello?")
  }

  func testWritingAFieldOfAFieldThroughTheStoreSetsTheOuterField() async {
    // `store.nested.field = …` reads `nested`, changes its copy and writes it back: the action
    // sets `\.nested`, as a SwiftUI binding `$store.nested.field` does in TCA.
    let store = Store(initialState: Form.State()) { Form() }
    store.nested.field = "Hello"
    XCTAssertEqual(store.state.nested.field, "Hello!")
  }

  func testAMatchOnFieldAndValueComesBeforeAMatchOnTheField() async {
    let store = Store(initialState: Form.State()) { Form() }
    store.send(.binding(.set(\.nested, Form.State.Nested(field: "special"))))
    XCTAssertEqual(store.state.nested.field, "special*")
    store.send(.binding(.set(\.nested, Form.State.Nested(field: "plain"))))
    XCTAssertEqual(store.state.nested.field, "plain!")
  }

  func testAnotherFieldMatchesNeitherPattern() async {
    let store = Store(initialState: Form.State()) { Form() }
    store.title = "Notes"
    XCTAssertEqual(store.state, Form.State(title: "Notes"))
  }

  func testATestStoreAssertsBindingActions() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.title, "Notes"))) { $0.title = "Notes" }
    await store.send(.binding(.set(\.nested.field, "a"))) { $0.nested.field = "a?" }
  }

  func testBindingActionsAreEqualWhenFieldAndValueAre() {
    typealias Action = BindingAction<Form.State>
    XCTAssertEqual(Action.set(\.title, "a"), Action.set(\.title, "a"))
    XCTAssertNotEqual(Action.set(\.title, "a"), Action.set(\.title, "b"))
    XCTAssertNotEqual(
      Action.set(\.title, "a"), Action.set(\.nested.field, "a"), "another field is another action")
    XCTAssertTrue(\Form.State.title ~= Action.set(\.title, "x"))
    XCTAssertFalse(\Form.State.nested.field ~= Action.set(\.title, "x"))
  }

  func testABindingActionNamesItsFieldAndValue() {
    let description = BindingAction<Form.State>.set(\.title, "Notes").description
    XCTAssertTrue(description.hasPrefix(".set("), description)
    XCTAssertTrue(description.contains("title"), description)
    XCTAssertTrue(description.hasSuffix(#", "Notes")"#), description)
  }

  func testTheBindingCaseIsFoundWithoutGeneratedCasePaths() {
    XCTAssertEqual(
      Form.Action.binding(.set(\.title, "a")).binding, BindingAction.set(\.title, "a"))
  }

  func testABindingReducerForViewActions() async {
    let store = Store(initialState: ViewForm.State()) { ViewForm() }
    store.name = "Ada"
    XCTAssertEqual(store.state.name, "Ada")
    XCTAssertEqual(store.state.changes, 1, "the reducer after the binding reducer saw it")
  }
}

struct ViewForm: Reducer {
  struct State: Equatable, Sendable {
    var name = ""
    var changes = 0
  }
  enum Action: ViewAction, CasePathable, Sendable {
    case view(View)
    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      if case .view(.binding(\.name)) = action { state.changes += 1 }
      return .none
    }
  }
}
