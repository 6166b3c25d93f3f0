import HeadlessUI
import ThirdPartyShim
import XCTest

/// The declarative layer: builder control flow and how each primitive is drawn.
@MainActor
final class ViewBuilderTests: XCTestCase {
  struct Screen: View {
    var showsBanner: Bool
    var subtitle: String?
    var items: [String]
    var body: some View {
      VStack {
        if showsBanner {
          Text("Banner")
        } else {
          Text("No banner")
        }
        if let subtitle { Text(subtitle) }
        ForEach(items, id: \.self) { item in Text("• \(item)") }
        EmptyView()
      }
    }
  }

  func testIfElseOptionalsAndForEach() {
    let shown = ViewHost(Screen(showsBanner: true, subtitle: "Sub", items: ["a", "b"])).render()
    XCTAssertEqual(shown, "Banner\nSub\n• a\n• b\ngestures: (none)")
    let hidden = ViewHost(Screen(showsBanner: false, subtitle: nil, items: [])).render()
    XCTAssertEqual(hidden, "No banner\ngestures: (none)")
  }

  func testEmptyBodyDrawsNothing() {
    struct Nothing: View {
      var body: some View {}
    }
    XCTAssertEqual(ViewHost(Nothing()).render(), "gestures: (none)")
  }

  func testPrimitivesDraw() {
    let code = Binding(initialValue: "SAVE10")
    let notify = Binding(initialValue: true)
    struct Screen: View {
      let code: Binding<String>
      let notify: Binding<Bool>
      var body: some View {
        Form {
          Section("Order") {
            Label("Coffee", systemImage: "cup")
            HStack {
              Text("Total")
              Spacer()
              Text("42 €")
            }
          }
          TextField("Code", text: code)
          Toggle("Notify", isOn: notify)
          Button("Delete", role: .destructive) {}
          Button("Pay") {}.disabled(true)
          Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
        }
      }
    }
    let frame = ViewHost(Screen(code: code, notify: notify)).render()
    XCTAssertEqual(
      frame,
      """
      Section: Order
        Coffee
        Total  42 €
      ✎ Code: "SAVE10"
      ☑ Notify
      [Delete] (destructive)
      [Pay] (disabled)
      [Share]
      gestures: tap Delete · tap Share · type Code <text> · toggle Notify
      """)
  }

  func testTypingAndTogglingWriteTheBindings() async throws {
    let code = Binding(initialValue: "")
    let notify = Binding(initialValue: false)
    struct Screen: View {
      let code: Binding<String>
      let notify: Binding<Bool>
      var body: some View {
        TextField("Code", text: code)
        Toggle("Notify", isOn: notify)
      }
    }
    let host = ViewHost(Screen(code: code, notify: notify))
    try host.perform(.type(field: "Code", text: "SAVE10"))
    try host.perform(.toggle("Notify"))
    XCTAssertEqual(code.wrappedValue, "SAVE10")
    XCTAssertTrue(notify.wrappedValue)
    XCTAssertTrue(host.render().contains("✎ Code: \"SAVE10\"\n☑ Notify"))
  }

  func testTappingRunsTheActionAndDisabledButtonsRefuse() async throws {
    var taps = 0
    let host = ViewHost(
      VStack {
        Button("Buy") { taps += 1 }
        Button("Pay") { taps += 100 }.disabled(true)
      })
    try host.perform(.tap("buy"))
    XCTAssertEqual(taps, 1)
    XCTAssertThrowsError(try host.perform(.tap("Pay"))) { error in
      XCTAssertEqual(
        "\(error)", "Cannot tap Pay: the button “Pay” is disabled.\nPossible: tap Buy")
    }
    XCTAssertEqual(taps, 1)
  }
}
