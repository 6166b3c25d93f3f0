import Core
import ThirdPartyShim

/// A three-level flow as in the Flow pattern document: Shop (host) → Checkout → Payment/Receipt.

enum CheckoutPath: Hashable, Sendable {
  case checkout
  case payment
  case receipt
}

/// A leaf with a long-running effect, so tests can see cleanup cancel it.
struct PaymentFeature: Reducer {
  struct State: Equatable, Sendable {
    var ticks = 0
  }
  enum Action: Equatable, Sendable, CasePathable {
    case startTimer
    case tick
    case cancelTapped
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case cancelled }
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .ticking(.tick, on: clock)
    case .tick:
      state.ticks += 1
      return .none
    case .cancelTapped:
      return .send(.delegate(.cancelled))
    case .delegate:
      return .none
    }
  }
}

struct ReceiptFeature: Reducer {
  struct State: Equatable, Sendable { var orderID = "order-1" }
  enum Action: Equatable, Sendable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A sub-flow: owns Payment and Receipt, shares the host's stack, knows nothing of the host.
struct CheckoutFeature: Reducer {
  struct State: Equatable, Sendable {
    @Shared var nav: NavigationState
    var payment: PaymentFeature.State?
    var receipt: ReceiptFeature.State?
    var productID: String

    init(nav: Shared<NavigationState> = Shared(value: NavigationState()), productID: String) {
      self._nav = nav
      self.productID = productID
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case continueTapped
    case payTapped
    case popToCheckout
    case closePayment
    case restartPayment
    case pathDidChange(NavigationPath)
    case payment(PaymentFeature.Action)
    case receipt(ReceiptFeature.Action)
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case finished }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .continueTapped:
        state.payment = PaymentFeature.State()
        return .none
      case .payTapped:
        state.receipt = ReceiptFeature.State()
        return .none
      case .popToCheckout:
        state.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
        return .none
      case .closePayment:
        state.payment = nil
        return .none
      case .restartPayment:
        // Pops, then asks for a fresh payment step in the same breath.
        state.$nav.withLock { $0.popTo(CheckoutPath.checkout) }
        return .send(.continueTapped)
      case .payment(.delegate(.cancelled)):
        state.$nav.withLock { $0.popPast(CheckoutPath.payment) }
        return .none
      case .receipt(.closeTapped):
        return .send(.delegate(.finished))
      case .pathDidChange, .payment, .receipt, .delegate:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(\.payment, action: \.payment, path: CheckoutPath.payment) {
        PaymentFeature()
      }
      context.ifLet(\.receipt, action: \.receipt, path: CheckoutPath.receipt) {
        ReceiptFeature()
      }
    }
  }
}

/// The host: owns the stack, knows only `CheckoutPath.checkout`.
struct ShopFlow: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var checkout: CheckoutFeature.State?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case buyTapped(String)
    case deepLinkToPayment(String)
    case pushStray
    case checkout(CheckoutFeature.Action)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .buyTapped(productID):
        state.checkout = CheckoutFeature.State(nav: state.$nav, productID: productID)
        return .none
      case let .deepLinkToPayment(productID):
        state.checkout = CheckoutFeature.State(nav: state.$nav, productID: productID)
        return .send(.checkout(.continueTapped))
      case .pushStray:
        state.$nav.withLock { $0.append(StrayPath.stray) }
        return .none
      case .checkout(.delegate(.finished)):
        state.$nav.withLock { $0.popPast(CheckoutPath.checkout) }
        return .none
      case .checkout, .pathDidChange:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(
        \.checkout, action: \.checkout, path: CheckoutPath.checkout, relayTo: \.pathDidChange
      ) {
        CheckoutFeature()
      }
    }
  }
}

/// A tag no context declares: pushing it is misuse.
enum StrayPath: Hashable, Sendable { case stray }

/// A path holding `values`, as SwiftUI would write it after a back-swipe.
func path<V: Hashable & Sendable>(_ values: V...) -> NavigationPath {
  NavigationPath(values)
}

extension ShopFlow.State {
  /// A shop whose pushed Checkout already shows `steps` above its own screen, state and
  /// stack in agreement, as a deep link or an earlier journey would have left them.
  static func checkout(showing steps: CheckoutPath...) -> Self {
    var state = Self()
    state.checkout = CheckoutFeature.State(nav: state.$nav, productID: "grinder")
    if steps.contains(.payment) { state.checkout?.payment = PaymentFeature.State() }
    if steps.contains(.receipt) { state.checkout?.receipt = ReceiptFeature.State() }
    state.$nav.withLock { nav in
      nav.append(CheckoutPath.checkout)
      for step in steps { nav.append(step) }
    }
    return state
  }
}
