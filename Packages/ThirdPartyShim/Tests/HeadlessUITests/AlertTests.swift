import HeadlessUI
import ThirdPartyShim
import XCTest

/// Alerts: the `Bool` form, `AlertState` through a binding and through a store.
@MainActor
final class AlertTests: XCTestCase {
  func testBoolAlertWritesFalseThenRunsTheAction() async throws {
    let isPresented = Binding(initialValue: true)
    var events: [String] = []
    let observed = Binding(
      get: { isPresented.wrappedValue },
      set: {
        events.append("isPresented=\($0)"); isPresented.wrappedValue = $0
      })
    let host = ViewHost(
      Button("Delete") {}
        .alert("Delete book?", isPresented: observed) {
          Button("Delete", role: .destructive) { events.append("delete") }
          Button("Cancel", role: .cancel) { events.append("cancel") }
        } message: {
          Text("This cannot be undone.")
        })
    XCTAssertEqual(
      host.render(),
      """
      [Delete]
      ╔═ alert: Delete book? ═
      ║ This cannot be undone.
      ║ [Delete] (destructive)  [Cancel] (cancel)
      ╚═
      gestures: alert Delete · alert Cancel
      """)
    XCTAssertThrowsError(try host.perform(.tap("Delete"))) { error in
      XCTAssertEqual(
        "\(error)",
        """
        Cannot tap Delete: an alert is on screen; choose one of its buttons first.
        Possible: alert Delete · alert Cancel
        """)
    }
    try host.perform(.chooseAlertButton("delete"))
    XCTAssertEqual(events, ["isPresented=false", "delete"])
    XCTAssertEqual(host.render(), "[Delete]\ngestures: tap Delete")
  }

  /// A deep link reaches the app while an alert is up, as the system delivers it; the alert
  /// stays unless the app's state says otherwise.
  func testALinkIsDeliveredWhileAnAlertIsOnScreen() async throws {
    let isPresented = Binding(initialValue: true)
    var opened: [URL] = []
    let host = ViewHost(
      Text("Book")
        .alert("Delete book?", isPresented: isPresented) {
          Button("Cancel", role: .cancel) {}
        }
        .onOpenURL { opened.append($0) })
    XCTAssertEqual(host.availableGestures, [.chooseAlertButton("Cancel"), .openURL])
    try host.perform(.openURL(URL(string: "bookshelf://book/2")!))
    XCTAssertEqual(opened, [URL(string: "bookshelf://book/2")!])
    XCTAssertTrue(host.render().contains("alert: Delete book?"), "the app decides, not the host")
    XCTAssertThrowsError(try host.perform(.tap("Book")))
  }

  func testAlertWithoutButtonsHasOK() async throws {
    let isPresented = Binding(initialValue: true)
    let host = ViewHost(Text("Hi").alert("Saved", isPresented: isPresented) {})
    XCTAssertEqual(host.availableGestures, [.chooseAlertButton("OK")])
    try host.perform(.chooseAlertButton("OK"))
    XCTAssertFalse(isPresented.wrappedValue)
  }

  func testAlertStateBinding() async throws {
    enum Choice: Equatable { case retry }
    let state = Binding<AlertState<Choice>?>(
      initialValue: AlertState {
        TextState("Payment failed")
      } actions: {
        ButtonState(action: .retry) { TextState("Try again") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      })
    var chosen: [Choice] = []
    let host = ViewHost(Text("Pay").alert(state) { chosen.append($0) })
    XCTAssertEqual(host.availableGestures, [.chooseAlertButton("Try again"), .chooseAlertButton("Cancel")])
    try host.perform(.chooseAlertButton("Cancel"))
    XCTAssertNil(state.wrappedValue)
    XCTAssertEqual(chosen, [])
    XCTAssertThrowsError(try host.perform(.chooseAlertButton("Cancel"))) { error in
      XCTAssertEqual(
        "\(error)", "Cannot alert Cancel: no alert is on screen to choose “Cancel” in.\nPossible: nothing")
    }
  }

  func testAStoreAlertButtonWithAnActionSendsItAsPresented() async throws {
    let (store, received) = failureStore()
    let host = ViewHost(
      Text("Payment").alert(Binding.constant(store).scope(state: \.alert, action: \.alert)))
    XCTAssertTrue(
      host.render().contains(
        "╔═ alert: Payment failed ═\n║ Your payment could not be processed.\n║ [Try again]  [Cancel] (cancel)\n╚═"
      ))
    try host.perform(.chooseAlertButton("Try again"))
    XCTAssertEqual(received.actions, [.alert(.presented(.retryPayment))])
    XCTAssertEqual(host.render(), "Payment\ngestures: (none)")
  }

  func testAStoreAlertButtonWithoutAnActionSendsDismiss() async throws {
    let (store, received) = failureStore()
    let host = ViewHost(
      Text("Payment").alert(Binding.constant(store).scope(state: \.alert, action: \.alert)))
    try host.perform(.chooseAlertButton("Cancel"))
    XCTAssertEqual(received.actions, [.alert(.dismiss)])
    XCTAssertEqual(host.render(), "Payment\ngestures: (none)")
  }

  /// A store showing the payment-failed alert, whose reducer records each action and clears
  /// the alert after it, as `ifLet` does for an alert.
  private func failureStore() -> (Store<FailureState, FailureAction>, Received) {
    let received = Received()
    let alert = AlertState<FailureAlertAction> {
      TextState("Payment failed")
    } actions: {
      ButtonState(action: .retryPayment) { TextState("Try again") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Your payment could not be processed.")
    }
    let store = Store(initialState: FailureState(alert: alert)) {
      Reduce<FailureState, FailureAction> { state, action in
        received.actions.append(action)
        state.alert = nil
        return .none
      }
    }
    return (store, received)
  }

  @MainActor private final class Received {
    var actions: [FailureAction] = []
  }
}
