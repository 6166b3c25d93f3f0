import HeadlessUI
import ThirdPartyShim
import XCTest

/// A pushed screen's identity is its path value: replacing the value at a depth replaces the
/// screen. Regression test for a blank dismissal frame the reliability model found in the
/// Bookshelf app: a deep link to another book while the editor sheet was up drew the old
/// sheet "dismissing" with nothing in it over the new book.
@MainActor
final class PushedIdentityTests: XCTestCase {
  func testReplacingThePathValueDropsTheOldScreensSheetWithoutADismissalFrame() async {
    let path = Binding(initialValue: [3])
    let editing = Binding(initialValue: true)
    var dismissed = 0
    let host = ViewHost(
      NavigationStack(path: path) {
        Text("Library")
          .navigationTitle("Library")
          .navigationDestination(for: Int.self) { id in
            Text("Book \(id)")
              .navigationTitle("Book \(id)")
              .sheet(isPresented: editing, onDismiss: { dismissed += 1 }) {
                if editing.wrappedValue { Text("Editing \(id)") }
              }
          }
      })
    XCTAssertTrue(host.render().contains("Editing 3"))
    path.wrappedValue = [1]
    editing.wrappedValue = false
    let frames = host.settle()
    XCTAssertFalse(frames.contains { $0.contains("sheet") }, frames.joined(separator: "\n---\n"))
    XCTAssertEqual(dismissed, 0, "the old screen left; SwiftUI runs no onDismiss for it")
    XCTAssertTrue(frames.last?.contains("Book 1") == true)
  }
}
