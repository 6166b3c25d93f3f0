import HeadlessUI
import ThirdPartyShim
import XCTest

/// `TabView(selection:)`: the selected tab's content, the tab bar, selection through the binding.
@MainActor
final class TabViewTests: XCTestCase {
  enum Tab: Hashable { case library, settings }

  struct Root: View {
    let tab: Binding<Tab>
    let path: Binding<NavigationPath>
    var body: some View {
      TabView(selection: tab) {
        ShopView(path: path)
          .tabItem { Label("Library", systemImage: "books.vertical") }
          .tag(Tab.library)
        Text("Settings screen")
          .tabItem { Label("Settings", systemImage: "gearshape") }
          .tag(Tab.settings)
      }
    }
  }

  func testSelectingATabWritesTheBinding() async throws {
    let tab = Binding(initialValue: Tab.library)
    let host = ViewHost(Root(tab: tab, path: makePath()))
    XCTAssertEqual(
      host.render(),
      """
      ≡ Home
        Welcome
        [Buy]
      tab bar: ● Library  ○ Settings
      gestures: tap Buy · tab Library · tab Settings
      """)
    try host.perform(.selectTab("settings"))
    XCTAssertEqual(tab.wrappedValue, .settings)
    XCTAssertEqual(
      host.render(),
      """
      Settings screen
      tab bar: ○ Library  ● Settings
      gestures: tab Library · tab Settings
      """)
    XCTAssertThrowsError(try host.perform(.selectTab("Profile"))) { error in
      XCTAssertEqual(
        "\(error)", "Cannot tab Profile: no tab “Profile”.\nPossible: tab Library · tab Settings")
    }
  }

  func testASheetCoversTheTabBar() {
    let host = ViewHost(
      Root(tab: .constant(.settings), path: makePath())
        .sheet(isPresented: .constant(true)) { Text("Modal") })
    XCTAssertThrowsError(try host.perform(.selectTab("Library")))
    XCTAssertEqual(host.availableGestures, [.dismissSheet])
  }
}
