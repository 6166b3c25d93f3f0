import ThirdPartyShim

/// Pays for one product: "Pay" runs the charge through the injected `PaymentClient`, racing it
/// against a timeout on the injected clock; a failure raises the alert this feature owns.
///
/// The request runs as a cancellable effect, so whoever removes this feature's state (a swipe
/// back, a programmatic pop) cancels the charge in flight: no response lands in a screen that
/// is gone. The host only ever hears `.delegate(.succeeded)` or `.delegate(.cancelled)`.
public struct PaymentFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var productID: String
    public var promoCode: String?
    /// True from "Pay" until the gateway answers: the screen disables its buttons.
    public var isProcessing = false
    @Presents public var alert: AlertState<Action.Alert>?

    public init(productID: String, promoCode: String? = nil) {
      self.productID = productID
      self.promoCode = promoCode
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case payButtonTapped
    case cancelButtonTapped
    /// "Simulate failure": raises the failure alert without calling the gateway (demo, QA).
    case failedButtonTapped
    case paymentSucceeded(orderID: String)
    case paymentFailed
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    public enum Alert: Equatable, Sendable {
      case retryPayment
      case cancelPayment
    }

    public enum Delegate: Equatable, Sendable {
      case succeeded(orderID: String)
      case cancelled
    }
  }

  /// How long the gateway may take before the payment counts as failed.
  static let timeout: Duration = .seconds(30)

  enum CancelID { case request }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.paymentClient) var paymentClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payButtonTapped:
        guard !state.isProcessing else { return .none }
        state.isProcessing = true
        return charge(PaymentRequest(productID: state.productID, promoCode: state.promoCode))

      case .cancelButtonTapped:
        state.isProcessing = false
        return .merge(.cancel(id: CancelID.request), .send(.delegate(.cancelled)))

      case .failedButtonTapped, .paymentFailed:
        state.isProcessing = false
        state.alert = .paymentFailed
        return .none

      case let .paymentSucceeded(orderID):
        state.isProcessing = false
        return .send(.delegate(.succeeded(orderID: orderID)))

      case .alert(.presented(.retryPayment)):
        state.isProcessing = true
        return charge(PaymentRequest(productID: state.productID, promoCode: state.promoCode))

      case .alert(.presented(.cancelPayment)):
        return .send(.delegate(.cancelled))  // tell the host; it pops the stack

      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// The charge, raced against `timeout`; whichever finishes first decides, the other is
  /// cancelled. Cancelling the effect cancels both, so nothing is sent after a pop.
  private func charge(_ request: PaymentRequest) -> Effect<Action> {
    .run { [clock, paymentClient] send in
      let outcome = await withTaskGroup(of: Action?.self) { group in
        group.addTask {
          do {
            return .paymentSucceeded(orderID: try await paymentClient.charge(request))
          } catch is CancellationError {
            return nil
          } catch {
            return .paymentFailed
          }
        }
        group.addTask {
          do {
            try await clock.sleep(for: Self.timeout)
            return .paymentFailed
          } catch {
            return nil
          }
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
      }
      if let outcome { await send(outcome) }
    }
    .cancellable(id: CancelID.request, cancelInFlight: true)
  }
}

extension AlertState where Action == PaymentFeature.Action.Alert {
  /// The failure alert, exactly as the Flow pattern document spells it.
  static var paymentFailed: Self {
    AlertState {
      TextState("Payment failed")
    } actions: {
      ButtonState(action: .retryPayment) { TextState("Try again") }
      ButtonState(role: .cancel, action: .cancelPayment) { TextState("Cancel") }
    } message: {
      TextState("Your payment could not be processed.")
    }
  }
}

/// Saves what the screen shows, not what it was doing: a payment that was processing comes
/// back as the payment screen, ready to pay (its request died with the process), and a failure
/// alert is not brought back for a charge nobody is waiting on.
extension PaymentFeature.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case productID
    case promoCode
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      productID: try container.decode(String.self, forKey: .productID),
      promoCode: try container.decodeIfPresent(String.self, forKey: .promoCode))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(productID, forKey: .productID)
    try container.encodeIfPresent(promoCode, forKey: .promoCode)
  }
}
