import Core
import ThirdPartyShim
import XCTest

/// `$store.field` for a `BindableAction` feature: a binding that reads the field and sends
/// `.binding(.set(…))` when a control writes it, next to `.sending(_:)` paths of other fields.
@MainActor
final class BindableStoreFieldTests: XCTestCase {
  struct Profile: Reducer {
    struct State: Equatable, Sendable {
      var name = ""
      var edits = 0
    }
    enum Action: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case renamed(Int)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name): state.edits += 1
        case .binding: break
        case let .renamed(edits): state.edits = edits
        }
        return .none
      }
    }
  }

  @MainActor
  struct ProfileViewModel {
    @Bindable var store: StoreOf<Profile>
    var name: Binding<String> { $store.name }
    var edits: Binding<Int> { $store.edits.sending { .renamed($0) } }
  }

  func testAFieldBindingSendsABindingAction() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    let view = ProfileViewModel(store: store)
    XCTAssertEqual(view.name.wrappedValue, "")
    view.name.wrappedValue = "Ada"
    XCTAssertEqual(store.state, Profile.State(name: "Ada", edits: 1))
    XCTAssertEqual(view.name.wrappedValue, "Ada")
  }

  func testASendingPathStillWorksBesideIt() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    let view = ProfileViewModel(store: store)
    view.edits.wrappedValue = 9
    XCTAssertEqual(store.state.edits, 9)
  }
}
