import ThirdPartyShim
import XCTest

/// `$store.scope(state: \.child, action: \.child)`: the binding of an optional child store
/// that `sheet(item:)` and `alert(_:)` take, as TCA's `Store+Observation` gives it.
@MainActor
final class BindingScopeTests: XCTestCase {
  func testReadingGivesTheChildStoreWhichSendsPresentedActions() async throws {
    let (store, sent) = pickerStore(ignoresDismiss: false)
    let binding = Binding.constant(store).scope(state: \.item, action: \.item)
    XCTAssertNil(binding.wrappedValue, "nothing presented yet")
    store.send(.show(1))
    let child = try XCTUnwrap(binding.wrappedValue)
    XCTAssertEqual(child.id, 1)
    child.send(.tap)
    XCTAssertEqual(sent.actions.last, .item(.presented(.tap)))
  }

  func testWritingNilSendsDismiss() async {
    let (store, sent) = pickerStore(ignoresDismiss: false)
    store.send(.show(1))
    let binding = Binding.constant(store).scope(state: \.item, action: \.item)
    binding.wrappedValue = nil
    XCTAssertEqual(sent.actions, [.show(1), .item(.dismiss)])
    XCTAssertNil(store.state.item)
  }

  func testWritingNilWhileNothingIsPresentedSendsNothing() async {
    let (store, sent) = pickerStore(ignoresDismiss: false)
    let binding = Binding.constant(store).scope(state: \.item, action: \.item)
    binding.wrappedValue = nil
    XCTAssertEqual(sent.actions, [])
  }

  func testAStaleBindingDoesNotDismissAChildPresentedSince() async {
    let (store, sent) = pickerStore(ignoresDismiss: false)
    store.send(.show(1))
    let stale = Binding.constant(store).scope(state: \.item, action: \.item)
    store.send(.show(2))
    stale.wrappedValue = nil
    XCTAssertEqual(sent.actions, [.show(1), .show(2)], "the binding was made for child 1")
    XCTAssertEqual(store.state.item?.id, 2)
  }

  func testADismissalThatLeavesTheChildInPlaceIsReported() async {
    let (store, _) = pickerStore(ignoresDismiss: true)
    store.send(.show(1))
    let binding = Binding.constant(store).scope(state: \.item, action: \.item)
    let warnings = collectIssuesSynchronously { binding.wrappedValue = nil }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings.first?.contains("was not cleared") ?? false, "\(warnings)")
  }

  /// A store presenting picked items; its reducer records each action and, unless told to
  /// ignore it (a parent without `ifLet`), clears the item on `.dismiss`.
  private func pickerStore(
    ignoresDismiss: Bool
  ) -> (Store<PickerState, PickerAction>, Recorded) {
    let sent = Recorded()
    let store = Store(initialState: PickerState()) {
      Reduce<PickerState, PickerAction> { state, action in
        sent.actions.append(action)
        switch action {
        case let .show(id): state.item = PickerState.Item(id: id)
        case .item(.dismiss): if !ignoresDismiss { state.item = nil }
        case .item(.presented): break
        }
        return .none
      }
    }
    return (store, sent)
  }

  @MainActor private final class Recorded {
    var actions: [PickerAction] = []
  }
}

struct PickerState: Equatable {
  struct Item: Equatable, Identifiable { var id: Int }
  @Presents var item: Item?
}

enum PickerAction: Equatable, CasePathable {
  case show(Int)
  case item(PresentationAction<PickerChildAction>)
}

enum PickerChildAction: Equatable { case tap }
