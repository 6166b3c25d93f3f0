import HeadlessUI
import ThirdPartyShim
import XCTest

/// Two `.sheet` modifiers on one view (Bookshelf's book screen hosts the editor and the
/// checkout) are two presentations: showing one must not make the other look dismissing.
@MainActor
final class StackedSheetsTests: XCTestCase {
  func testTheInnerSheetAloneIsPresentedAndSettles() async throws {
    let first = Binding(initialValue: false)
    let second = Binding(initialValue: false)
    var dismissed: [String] = []
    let host = ViewHost(
      Text("Book")
        .sheet(isPresented: first, onDismiss: { dismissed.append("first") }) { Text("Editor") }
        .sheet(isPresented: second, onDismiss: { dismissed.append("second") }) { Text("Checkout") })
    host.render()
    first.wrappedValue = true
    let frames = host.settle()
    XCTAssertEqual(frames.count, 1, "nothing animates: \(frames)")
    XCTAssertEqual(
      frames.last,
      """
      Book
      ┌─ sheet ─
      │ Editor
      └─
      gestures: dismiss
      """)
    XCTAssertEqual(dismissed, [])
    try host.perform(.dismissSheet)
    XCTAssertEqual(host.settle().count, 2, "one dismissal frame, then the settled one")
    XCTAssertEqual(dismissed, ["first"])
  }

  func testTheOuterSheetAloneIsPresented() async {
    let first = Binding(initialValue: false)
    let second = Binding(initialValue: true)
    let host = ViewHost(
      Text("Book")
        .sheet(isPresented: first) { Text("Editor") }
        .sheet(isPresented: second) { Text("Checkout") })
    let frames = host.settle()
    XCTAssertEqual(frames.count, 1)
    XCTAssertEqual(frames.last?.contains("Checkout"), true)
    XCTAssertEqual(frames.last?.contains("dismissing"), false)
  }
}
