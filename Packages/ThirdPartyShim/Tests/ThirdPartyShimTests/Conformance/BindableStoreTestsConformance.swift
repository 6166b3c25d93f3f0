import ThirdPartyShim
import XCTest

/// Follows TCA's BindableStoreTests, which check that a view can bind to a store's fields: for a
/// `BindableAction` feature (directly and through a `view` case), writing a field through the
/// store or a binding sends `.binding(.set(…))`, and a scoped child store binds to its own
/// fields. `$store.field` itself is Core's `Bindable`, tested there.
@MainActor
final class BindableStoreTestsConformance: XCTestCase {
  func testAFieldWrittenThroughTheStoreIsSentAsABindingAction() async {
    var sent: [String] = []
    let store = Store(initialState: BindableParent.State()) {
      Reduce<BindableParent.State, BindableParent.Action> { _, action in
        sent.append("\(action)")
        return .none
      }
      BindableParent()
    }
    store.count = 3
    XCTAssertEqual(store.state.count, 3)
    XCTAssertEqual(sent.count, 1)
    XCTAssertTrue(sent.first?.hasPrefix("binding(.set(") == true, "\(sent)")
  }

  func testABindingOfAFieldReadsAndSends() async {
    let store = Store(initialState: BindableParent.State()) { BindableParent() }
    let count = store.binding(\.count)
    XCTAssertEqual(count.wrappedValue, 0)
    count.wrappedValue = 5
    XCTAssertEqual(store.state.count, 5)
    XCTAssertEqual(count.wrappedValue, 5)
  }

  func testAScopedChildBindsToItsOwnFields() async {
    let store = Store(initialState: BindableParent.State()) { BindableParent() }
    let child = store.scope(state: \.child, action: \.child)
    child.text = "Hello"
    XCTAssertEqual(store.state.child.text, "Hello")
    child.binding(\.text).wrappedValue = "Bye"
    XCTAssertEqual(store.state.child.text, "Bye")
  }

  func testAViewActionFeatureBindsThroughItsViewCase() async {
    let store = Store(initialState: ViewForm.State()) { ViewForm() }
    store.name = "Grace"
    XCTAssertEqual(store.state.name, "Grace")
  }
}

struct BindableChild: Reducer {
  struct State: Equatable, Sendable { var text = "" }
  enum Action: BindableAction, Sendable { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { BindingReducer() }
}

struct BindableParent: Reducer {
  struct State: Equatable, Sendable {
    var child = BindableChild.State()
    var count = 0
  }
  enum Action: BindableAction, CasePathable, Sendable {
    case binding(BindingAction<State>)
    case child(BindableChild.Action)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.child, action: \.child) { BindableChild() }
  }
}
