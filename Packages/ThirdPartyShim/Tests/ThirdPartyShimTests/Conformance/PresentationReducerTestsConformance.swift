import ThirdPartyShim
import XCTest

/// A destination enum: two screens and an alert.
struct Route: Reducer {
  enum State: Equatable {
    case first(Worker.State)
    case second(Worker.State)
    case alert(AlertState<Choice>)
  }
  enum Action: Equatable, CasePathable {
    case first(Worker.Action)
    case second(Worker.Action)
    case alert(Choice)
  }
  let events: Events

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch (state, action) {
    case (.first(var worker), .first(let action)):
      defer { state = .first(worker) }
      return Worker(events: events).reduce(into: &worker, action: action).map(Action.first)
    case (.second(var worker), .second(let action)):
      defer { state = .second(worker) }
      return Worker(events: events).reduce(into: &worker, action: action).map(Action.second)
    default:
      return .none
    }
  }
}

enum Choice: Equatable, Sendable {
  case confirm
}

/// A parent presenting a sheet, a destination, an alert and a confirmation dialog.
struct SheetHost: Reducer {
  struct State: Equatable {
    @Presents var sheet: Worker.State? = Worker.State(id: 1)
    @Presents var route: Route.State?
    @Presents var alert: AlertState<Choice>?
    @Presents var dialog: ConfirmationDialogState<Choice>?
  }
  enum Action: Equatable, CasePathable {
    case sheet(PresentationAction<Worker.Action>)
    case route(PresentationAction<Route.Action>)
    case alert(PresentationAction<Choice>)
    case dialog(PresentationAction<Choice>)
    case present(Int)
    case show(Route.State)
    case showAlert
    case showDialog
    case noop
    case clearOutside
  }
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id): state.sheet = Worker.State(id: id)
      case let .show(route): state.route = route
      case .showAlert: state.alert = AlertState { TextState("Sure?") }
      case .showDialog: state.dialog = ConfirmationDialogState { TextState("Which?") }
      case .sheet, .route, .alert, .dialog, .noop, .clearOutside: break
      }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { Worker(events: events) }
    .ifLet(\.$route, action: \.route) { Route(events: events) }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

/// `SheetHost` with a reducer before it that clears the sheet.
struct ClearingBeforePresentation: Reducer {
  typealias State = SheetHost.State
  typealias Action = SheetHost.Action
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .clearOutside = action { state.sheet = nil }
      return .none
    }
    SheetHost(events: events)
  }
}

/// `SheetHost` with a reducer after it that clears the sheet.
struct ClearingAfterPresentation: Reducer {
  typealias State = SheetHost.State
  typealias Action = SheetHost.Action
  let events: Events

  var body: some ReducerOf<Self> {
    SheetHost(events: events)
    Reduce { state, action in
      if case .clearOutside = action { state.sheet = nil }
      return .none
    }
  }
}

/// `SheetHost` with a reducer after it that puts an alert in the route's place, or clears it.
struct RoutingAfterPresentation: Reducer {
  typealias State = SheetHost.State
  typealias Action = SheetHost.Action
  let events: Events

  var body: some ReducerOf<Self> {
    SheetHost(events: events)
    Reduce { state, action in
      if case .showAlert = action { state.route = .alert(AlertState { TextState("Sure?") }) }
      if case .clearOutside = action { state.route = nil }
      return .none
    }
  }
}

/// A sheet that a reducer before the `ifLet` swaps for another, and that the `ifLet`'s own
/// parent then clears, in one action.
struct SwappingThenClearing: Reducer {
  typealias State = SheetHost.State
  typealias Action = SheetHost.Action
  let events: Events

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .clearOutside = action { state.sheet = Worker.State(id: 2) }
      return .none
    }
    Reduce<State, Action> { state, action in
      if case .clearOutside = action { state.sheet = nil }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { Worker(events: events) }
  }
}

@MainActor
final class PresentationReducerTestsConformance: XCTestCase {
  /// As in TCA: the `ifLet` cancels the recorded sheet only when it is the one it finds (or
  /// none); here it finds another, then an empty slot, and forgets the first sheet, whose
  /// work runs on, at this action and at the next.
  func testASheetSwappedOutsideTheIfLetThenClearedIsForgottenNotCancelled() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) { SwappingThenClearing(events: events) }
    store.send(.sheet(.presented(.start)))
    await settle()
    store.send(.clearOutside)
    XCTAssertNil(store.state.sheet)
    store.send(.noop)
    await settle()
    XCTAssertFalse(events.contains("1 cancelled"), "\(events.all)")
  }

  /// As in TCA: an alert a reducer outside the `ifLet` puts in a screen's place cancels nothing
  /// (the `ifLet` did not replace the screen), and the screen stays recorded while the alert
  /// shows; once the slot is empty, its work is cancelled.
  func testAScreenAnAlertReplacedOutsideTheIfLetIsCancelledOnceTheSlotIsEmpty() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) { RoutingAfterPresentation(events: events) }
    store.send(.show(.first(Worker.State(id: 7))))
    store.send(.route(.presented(.first(.start))))
    await settle()
    store.send(.showAlert)
    store.send(.noop)
    await settle()
    XCTAssertFalse(events.contains("7 cancelled"), "an alert in its place cancels nothing yet")
    store.send(.clearOutside)
    store.send(.noop)
    await eventually("the screen's work cancelled once the slot is empty") {
      events.contains("7 cancelled")
    }
  }

  func testANewIdentityCancelsThePresentedChildsWork() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: events) }
    store.send(.sheet(.presented(.start)))
    await settle()
    store.send(.sheet(.presented(.rename("in place"))))
    await settle()
    XCTAssertFalse(events.contains("1 cancelled"))
    store.send(.present(2))
    await eventually("the replaced sheet's work cancelled") { events.contains("1 cancelled") }
  }

  func testAnotherDestinationCaseCancelsTheChildsWork() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: events) }
    store.send(.show(.first(Worker.State(id: 7))))
    store.send(.route(.presented(.first(.start))))
    await settle()
    store.send(.show(.second(Worker.State(id: 7))))
    await eventually("the first case's work cancelled when the destination became the second") {
      events.contains("7 cancelled")
    }
  }

  func testDismissCancelsThePresentedChildsWork() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: events) }
    store.send(.sheet(.presented(.start)))
    await settle()
    store.send(.sheet(.dismiss))
    XCTAssertNil(store.state.sheet)
    await eventually("the dismissed sheet's work cancelled") { events.contains("1 cancelled") }
  }

  func testAReducerBeforeTheIfLetClearingTheChildCancelsItsWork() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) {
      ClearingBeforePresentation(events: events)
    }
    store.send(.sheet(.presented(.start)))
    await settle()
    store.send(.clearOutside)
    await eventually("the sheet's work cancelled") { events.contains("1 cancelled") }
  }

  /// As in TCA: `ifLet` has already run for the action that cleared the child, so it sees the
  /// child gone (against the presented id kept in the state) at the next action it reduces.
  func testAReducerAfterTheIfLetClearingTheChildCancelsItsWorkAtTheNextAction() async {
    let events = Events()
    let store = Store(initialState: SheetHost.State()) {
      ClearingAfterPresentation(events: events)
    }
    store.send(.sheet(.presented(.start)))
    await settle()
    store.send(.clearOutside)
    await settle()
    XCTAssertFalse(events.contains("1 cancelled"))
    store.send(.noop)
    await eventually("the sheet's work cancelled at the next action") {
      events.contains("1 cancelled")
    }
  }

  func testAnAlertIsClearedAfterItsAction() {
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: Events()) }
    store.send(.showAlert)
    XCTAssertNotNil(store.state.alert)
    store.send(.alert(.presented(.confirm)))
    XCTAssertNil(store.state.alert)
  }

  func testAConfirmationDialogIsClearedAfterItsAction() {
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: Events()) }
    store.send(.showDialog)
    XCTAssertEqual(store.state.dialog?.title, TextState("Which?"))
    store.send(.dialog(.presented(.confirm)))
    XCTAssertNil(store.state.dialog)
  }

  func testAnAlertCaseOfADestinationIsClearedAfterItsAction() {
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: Events()) }
    store.send(.show(.alert(AlertState { TextState("Delete?") })))
    store.send(.route(.presented(.alert(.confirm))))
    XCTAssertNil(store.state.route)
  }

  func testAScreenCaseOfADestinationStaysAfterItsAction() {
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: Events()) }
    store.send(.show(.first(Worker.State(id: 3))))
    store.send(.route(.presented(.first(.rename("kept")))))
    XCTAssertEqual(store.state.route, .first(Worker.State(id: 3, label: "kept")))
  }

  func testDismissWhileNothingIsPresentedIsReported() {
    let store = Store(initialState: SheetHost.State()) { SheetHost(events: Events()) }
    let warnings = collectIssuesSynchronously { store.send(.route(.dismiss)) }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings.first?.contains("destination state was absent") == true, "\(warnings)")
  }
}
