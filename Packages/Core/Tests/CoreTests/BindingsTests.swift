import Core
import ThirdPartyShim
import XCTest

/// Bindings from a store for a path, a tab selection and a typed stack: a container's write
/// becomes an action, and the reducer stays the only writer.
@MainActor
final class BindingsTests: XCTestCase {
  /// A view's stored property, as a feature writes it: `@Bindable var store`.
  @MainActor
  struct ShopFlowViewModel {
    @Bindable var store: StoreOf<ShopFlow>
    var path: Binding<NavigationPath> { $store.nav.path.sending(\.pathDidChange) }
  }

  func testSendingTurnsABackSwipeIntoPathDidChange() async {
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    let view = ShopFlowViewModel(store: store)
    store.send(.buyTapped("grinder"))
    store.send(.checkout(.continueTapped))
    XCTAssertEqual(view.path.wrappedValue, path(CheckoutPath.checkout, CheckoutPath.payment))
    // SwiftUI writes the shorter path on a back swipe.
    view.path.wrappedValue = path(CheckoutPath.checkout)
    XCTAssertEqual(store.state.nav.items, [AnyHashable(CheckoutPath.checkout)])
    XCTAssertNotNil(store.state.checkout)
    XCTAssertNil(store.state.checkout?.payment, "navigationStackContext cleaned up payment")
    view.path.wrappedValue = NavigationPath()
    XCTAssertNil(store.state.checkout)
  }

  func testSendingWithAClosure() async {
    let store = Store(initialState: BookshelfApp.State()) { BookshelfApp() }
    let tab = Bindable(wrappedValue: store).projectedValue.tab.sending { .tab(.select($0)) }
    tab.wrappedValue = .settings
    XCTAssertEqual(store.state.tab, .settings)
  }

  func testPlainBindingForSelectionAndTypedPath() async {
    let store = Store(initialState: BookshelfApp.State()) { BookshelfApp() }
    let tab = store.binding(get: \.tab, send: { .tab(.select($0)) })
    let routes = store.binding(get: \.path, send: { .nav(.setPath($0)) })
    XCTAssertEqual(tab.wrappedValue, .library)
    tab.wrappedValue = .settings
    XCTAssertEqual(store.state.tab, .settings)
    store.send(.openedBook(3))
    XCTAssertEqual(routes.wrappedValue, [.book(3)])
    routes.wrappedValue = []
    XCTAssertEqual(store.state.path, [])
  }

  func testPlainBindingWithACaseKeyPath() async {
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    let nav = store.binding(get: \.nav.path, send: \.pathDidChange)
    store.send(.buyTapped("grinder"))
    XCTAssertEqual(nav.wrappedValue.count, 1)
    nav.wrappedValue = NavigationPath()
    XCTAssertNil(store.state.checkout)
  }

  func testAVetoedWriteLeavesTheStateAsTheReducerDecided() async {
    let store = Store(initialState: BookshelfApp.State()) { BookshelfApp() }
    let tab = store.binding(get: \.tab, send: { .tab(.select($0)) })
    store.send(.tappedEdit("Dune"))
    tab.wrappedValue = .settings
    XCTAssertEqual(tab.wrappedValue, .library, "the binding reads what the reducer kept")
  }
}
