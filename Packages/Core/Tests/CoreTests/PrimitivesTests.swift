import Core
import ThirdPartyShim
import ThirdPartyShimTesting
import XCTest

/// `ifLetNavigated` and `observingNavChanges` used directly, without the builder, and the
/// builder's `if`/`for` forms.
@MainActor
final class PrimitivesTests: XCTestCase {
  struct Host: Reducer {
    struct State: Equatable, Sendable {
      @Shared(value: NavigationState()) var nav
      var payment: PaymentFeature.State?
      var receipt: ReceiptFeature.State?
    }
    enum Action: Equatable, Sendable, CasePathable {
      case showPayment
      case showReceipt
      case popAll
      case payment(PaymentFeature.Action)
      case receipt(ReceiptFeature.Action)
      case pathDidChange(NavigationPath)
    }

    var routing: Reduce<State, Action> {
      Reduce { state, action in
        switch action {
        case .showPayment: state.payment = PaymentFeature.State()
        case .showReceipt: state.receipt = ReceiptFeature.State()
        case .popAll: state.$nav.withLock { $0.popToRoot() }
        case .payment, .receipt, .pathDidChange: break
        }
        return .none
      }
    }

    var body: some ReducerOf<Self> {
      routing
        .ifLetNavigated(
          \.payment, action: \.payment, nav: \.$nav, path: CheckoutPath.payment,
          syncOn: \.pathDidChange
        ) { PaymentFeature() }
        .observingNavChanges(nav: \.$nav, pathAction: \.pathDidChange)
    }
  }

  func testPrimitivesComposeByHand() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.showPayment) {
      $0.payment = PaymentFeature.State()
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.popAll) { $0.$nav.withLock { $0.popToRoot() } }
    await store.receive(.pathDidChange(NavigationPath())) { $0.payment = nil }
  }

  func testBuilderAcceptsIfAndFor() async {
    struct Built: Reducer {
      let declareReceipt: Bool
      var body: some ReducerOf<Host> {
        Host().routing
          .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
            for _ in 0..<1 {
              context.ifLet(\.payment, action: \.payment, path: CheckoutPath.payment) {
                PaymentFeature()
              }
            }
            if declareReceipt {
              context.ifLet(\.receipt, action: \.receipt, path: CheckoutPath.receipt) {
                ReceiptFeature()
              }
            }
          }
      }
    }
    let store = TestStore(initialState: Host.State()) { Built(declareReceipt: true) }
    await store.send(.showPayment) {
      $0.payment = PaymentFeature.State()
      $0.$nav.withLock { $0.append(CheckoutPath.payment) }
    }
    await store.send(.showReceipt) {
      $0.receipt = ReceiptFeature.State()
      $0.$nav.withLock { $0.append(CheckoutPath.receipt) }
    }
    await store.send(.pathDidChange(path(CheckoutPath.payment))) {
      $0.receipt = nil
      $0.$nav.withLock { $0.popTo(CheckoutPath.payment) }
    }
  }
}
