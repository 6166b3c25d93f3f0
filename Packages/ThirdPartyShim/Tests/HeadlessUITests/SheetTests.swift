import HeadlessUI
import ThirdPartyShim
import XCTest

/// Sheets: presence and item forms, swipe-down through the binding, one dismissal frame,
/// then `onDismiss`.
@MainActor
final class SheetTests: XCTestCase {
  struct Promo: Identifiable, Equatable {
    var id: String { code }
    var code: String
  }

  func testIsPresentedSwipeWritesTheBindingThenDismissalFrameThenOnDismiss() async throws {
    let isPresented = Binding(initialValue: true)
    var events: [String] = []
    let host = ViewHost(
      Text("Home")
        .sheet(isPresented: isPresented, onDismiss: { events.append("onDismiss") }) {
          Text("Promo code")
          Button("Apply") {}
        })
    XCTAssertEqual(
      host.render(),
      """
      Home
      ┌─ sheet ─
      │ Promo code
      │ [Apply]
      └─
      gestures: tap Apply · dismiss
      """)
    try host.perform(.dismissSheet)
    XCTAssertFalse(isPresented.wrappedValue, "the swipe wrote the binding")
    XCTAssertEqual(events, [], "onDismiss waits for the animation")
    XCTAssertTrue(host.isAnimating)
    XCTAssertEqual(
      host.render(),
      """
      Home
      ┌─ sheet (dismissing) ─
      │ Promo code
      │ [Apply]
      └─
      gestures: (none)
      """)
    XCTAssertEqual(events, ["onDismiss"], "after exactly one dismissal frame")
    XCTAssertFalse(host.isAnimating)
    XCTAssertEqual(host.render(), "Home\ngestures: (none)")
    XCTAssertEqual(events, ["onDismiss"])
  }

  func testItemSheetKeepsTheLastItemForTheDismissalFrame() async throws {
    let item = Binding<Promo?>(initialValue: Promo(code: "SAVE10"))
    var dismissed = 0
    let host = ViewHost(
      Text("Cart").sheet(item: item, onDismiss: { dismissed += 1 }) { promo in
        Text("Code \(promo.code)")
      })
    XCTAssertTrue(host.render().contains("│ Code SAVE10"))
    try host.perform(.dismissSheet)
    XCTAssertNil(item.wrappedValue)
    let frames = host.settle()
    XCTAssertEqual(frames.count, 2)
    XCTAssertTrue(frames[0].contains("┌─ sheet (dismissing) ─\n│ Code SAVE10\n└─"))
    XCTAssertEqual(frames[1], "Cart\ngestures: (none)")
    XCTAssertEqual(dismissed, 1)
  }

  func testProgrammaticDismissAnimatesToo() {
    let isPresented = Binding(initialValue: true)
    var dismissed = false
    let host = ViewHost(
      Text("Home").sheet(isPresented: isPresented, onDismiss: { dismissed = true }) {
        Text("Sheet")
      })
    host.render()
    isPresented.wrappedValue = false
    XCTAssertTrue(host.render().contains("sheet (dismissing)"))
    XCTAssertTrue(dismissed)
  }

  func testDismissWithoutASheetIsImpossible() {
    let host = ViewHost(Button("Edit") {})
    XCTAssertThrowsError(try host.perform(.dismissSheet)) { error in
      XCTAssertEqual("\(error)", "Cannot dismiss: no sheet is on screen.\nPossible: tap Edit")
    }
  }

  func testOnlyTheTopSheetIsInteractive() {
    let host = ViewHost(
      Button("Behind") {}
        .sheet(isPresented: .constant(true)) { Button("Front") {} })
    XCTAssertEqual(host.availableGestures, [.tap("Front"), .dismissSheet])
    XCTAssertThrowsError(try host.perform(.tap("Behind")))
  }

  func testTwoSheetsAtOnceAreReported() {
    let host = ViewHost(
      Text("Home")
        .sheet(isPresented: .constant(true)) { Text("First") }
        .sheet(isPresented: .constant(true)) { Text("Second") })
    var frame = ""
    let warnings = collectIssuesSynchronously { frame = host.render() }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("Currently, only presenting a single sheet is supported."))
    XCTAssertTrue(frame.contains("│ First"))
    XCTAssertFalse(frame.contains("Second"))
  }
}
