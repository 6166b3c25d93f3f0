import Foundation
import HeadlessUI
import ThirdPartyShim
import XCTest

@testable import SnapshotTesting

/// `.frame`: the settled screen as the App prints it, of a host or a view, after gestures.
@MainActor
final class FrameStrategyTests: XCTestCase {
  final class Model {
    var count = 0
    var isAsking = false
  }

  struct CounterView: View {
    let model: Model
    var body: some View {
      NavigationStack {
        Form {
          Text("Count: \(model.count)")
          Button("Add") { model.count += 1 }
          Button("Reset") { model.isAsking = true }
        }
        .navigationTitle("Counter")
        .alert(
          "Reset the count?",
          isPresented: Binding(get: { model.isAsking }, set: { model.isAsking = $0 })
        ) {
          Button("Reset", role: .destructive) { model.count = 0 }
          Button("Cancel", role: .cancel) {}
        }
      }
    }
  }

  func frame(_ host: ViewHost, after gestures: [Gesture] = []) throws -> String {
    try Snapshotting<ViewHost, String>.frame(after: gestures).snapshot(host)
  }

  func testAHostIsItsSettledFrameGesturesIncluded() async throws {
    let host = ViewHost(CounterView(model: Model()))
    XCTAssertEqual(
      try frame(host),
      """
      ≡ Counter
        Count: 0
        [Add]
        [Reset]
      gestures: tap Add · tap Reset
      """)
  }

  func testGesturesArePerformedInOrderWithAFrameAfterEach() async throws {
    let model = Model()
    let host = ViewHost(CounterView(model: model))
    let text = try frame(host, after: [.tap("Add"), .tap("Add"), .tap("Reset")])
    XCTAssertEqual(
      text,
      """
      ≡ Counter
        Count: 2
        [Add]
        [Reset]
      ╔═ alert: Reset the count? ═
      ║ [Reset] (destructive)  [Cancel] (cancel)
      ╚═
      gestures: alert Reset · alert Cancel
      """)
    XCTAssertEqual(model.count, 2)
  }

  final class Sheet {
    var isShown = true
  }

  struct SheetView: View {
    let sheet: Sheet
    var body: some View {
      NavigationStack {
        Text("Below")
          .navigationTitle("Root")
          .sheet(isPresented: Binding(get: { sheet.isShown }, set: { sheet.isShown = $0 })) {
            Text("Above")
          }
      }
    }
  }

  func testTheSnapshotIsTheSettledFrameNotTheDismissalBeforeIt() async throws {
    let host = ViewHost(SheetView(sheet: Sheet()))
    XCTAssertTrue(try frame(host).contains("┌─ sheet ─"), "shown at first")
    XCTAssertEqual(
      try frame(host, after: [.dismissSheet]),
      """
      ≡ Root
        Below
      gestures: (none)
      """)
  }

  func testAViewIsDrawnInAHostOfItsOwn() async throws {
    let text = try Snapshotting<CounterView, String>.frame(after: [.tap("Add")])
      .snapshot(CounterView(model: Model()))
    XCTAssertTrue(text.contains("Count: 1"), text)
    XCTAssertEqual(
      try Snapshotting<CounterView, String>.frame.snapshot(CounterView(model: Model())),
      try frame(ViewHost(CounterView(model: Model()))))
  }

  func testAGestureTheScreenDoesNotOfferFailsTheAssertionSayingWhatIsPossible() async throws {
    let host = ViewHost(CounterView(model: Model()))
    let folder = try TemporaryFolder()
    let failure = verifySnapshot(
      of: host, as: .frame(after: [.tap("Add"), .tap("Delete")]), named: "x", record: .missing,
      snapshotDirectory: folder.path, testName: "testFrame()")
    XCTAssertEqual(
      failure,
      """
      Could not snapshot the value for testFrame.x.txt: the gesture tap Delete failed: \
      Cannot tap Delete: no button “Delete” on this screen.
      Possible: tap Add · tap Reset
      """)
  }

  func testAFrameOffTheMainActorIsAFailureNotACrash() async throws {
    let host = ViewHost(CounterView(model: Model()))
    let message = await Task.detached {
      do {
        _ = try Snapshotting<ViewHost, String>.frame.snapshot(host)
        return "drawn"
      } catch {
        return "\(error)"
      }
    }.value
    XCTAssertEqual(
      message, "a frame is drawn on the main actor; mark the test (or its suite) @MainActor")
  }
}
