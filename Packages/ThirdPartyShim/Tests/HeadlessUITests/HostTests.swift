import Foundation
import HeadlessUI
import ThirdPartyShim
import XCTest

/// The host's driving surface: URLs, appearance, commands, store observation.
@MainActor
final class HostTests: XCTestCase {
  func testOpenURLReachesEveryHandlerOnScreen() async throws {
    var opened: [String] = []
    let host = ViewHost(
      VStack {
        Text("Root").onOpenURL { opened.append("root \($0.absoluteString)") }
        Text("Other").onOpenURL { opened.append("other \($0.host ?? "")") }
      })
    XCTAssertEqual(host.availableGestures, [.openURL])
    try host.perform(.openURL(URL(string: "bookshelf://book/3")!))
    XCTAssertEqual(opened, ["root bookshelf://book/3", "other book"])
  }

  func testOpenURLWithoutAHandlerIsImpossible() {
    XCTAssertThrowsError(try ViewHost(Text("Hi")).perform(.openURL(URL(string: "x://y")!))) {
      XCTAssertEqual("\($0)", "Cannot open x://y: no view on screen handles URLs.\nPossible: nothing")
    }
  }

  func testOnAppearRunsAfterTheFirstFrameAndAgainAfterComingBack() async throws {
    let path = makePath()
    var appearances: [String] = []
    struct Root: View {
      let path: Binding<NavigationPath>
      let log: @MainActor (String) -> Void
      var body: some View {
        NavigationStack(path: path) {
          Button("Buy") { path.wrappedValue.append(CheckoutPath.checkout) }
            .onAppear { log("home") }
            .navigationDestination(for: CheckoutPath.self) { _ in
              Text("Checkout").onAppear { log("checkout") }
            }
        }
      }
    }
    let host = ViewHost(Root(path: path) { appearances.append($0) })
    XCTAssertEqual(appearances, [])
    host.render()
    host.render()
    XCTAssertEqual(appearances, ["home"])
    try host.perform(.tap("Buy"))
    host.render()
    try host.perform(.back)
    host.render()
    XCTAssertEqual(appearances, ["home", "checkout", "home"])
  }

  func testCommandsParseToGestures() {
    XCTAssertEqual(Gesture(command: "tap Try again"), .tap("Try again"))
    XCTAssertEqual(Gesture(command: "type Code SAVE10"), .type(field: "Code", text: "SAVE10"))
    XCTAssertEqual(
      Gesture(command: "type \"Promo code\" SAVE 10"), .type(field: "Promo code", text: "SAVE 10"))
    XCTAssertEqual(Gesture(command: " back "), .back)
    XCTAssertEqual(Gesture(command: "root"), .popToRoot)
    XCTAssertEqual(Gesture(command: "dismiss"), .dismissSheet)
    XCTAssertEqual(Gesture(command: "alert Cancel"), .chooseAlertButton("Cancel"))
    XCTAssertEqual(Gesture(command: "tab settings"), .selectTab("settings"))
    XCTAssertEqual(Gesture(command: "toggle Notify"), .toggle("Notify"))
    XCTAssertEqual(Gesture(command: "open shop://checkout/1"), .openURL(URL(string: "shop://checkout/1")!))
    XCTAssertNil(Gesture(command: "fly away"))
    XCTAssertNil(Gesture(command: "tap"))
    for gesture in [Gesture.tap("Buy"), .back, .popToRoot, .dismissSheet, .selectTab("Library")] {
      XCTAssertEqual(Gesture(command: gesture.description), gesture, "description round-trips")
    }
  }

  func testPerformCommandDrivesTheScreen() async throws {
    let path = makePath()
    let host = ViewHost(ShopView(path: path))
    try host.perform(command: "tap Buy")
    XCTAssertEqual(path.wrappedValue.count, 1)
    XCTAssertThrowsError(try host.perform(command: "fly")) {
      XCTAssertEqual(
        "\($0)", "Cannot tap fly: “fly” is not a gesture command.\nPossible: tap Continue · back · root")
    }
  }

  func testAvailableGesturesDescribeTheirCommands() {
    let gestures: [AvailableGesture] = [
      .tap("Buy"), .type(field: "Code"), .type(field: "Promo code"), .toggle("Notify"), .back,
      .popToRoot, .dismissSheet, .chooseAlertButton("Cancel"), .selectTab("Settings"), .openURL,
    ]
    XCTAssertEqual(
      gestures.map(\.description),
      [
        "tap Buy", "type Code <text>", "type \"Promo code\" <text>", "toggle Notify", "back",
        "root", "dismiss", "alert Cancel", "tab Settings", "open <url>",
      ])
  }

  func testObservingAStoreMarksTheHostForRendering() {
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { count, _ in
        count += 1
        return .none
      }
    }
    let host = ViewHost(Text("count"))
    var changes = 0
    host.observe(store) { changes += 1 }
    host.render()
    XCTAssertFalse(host.needsRender)
    store.send(())
    XCTAssertTrue(host.needsRender)
    XCTAssertEqual(changes, 1)
    XCTAssertEqual(host.frameCount, 1)
  }
}
