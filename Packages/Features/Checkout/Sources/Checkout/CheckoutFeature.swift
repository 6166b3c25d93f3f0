import Core
import Payment
import PromoCode
import Receipt
import ThirdPartyShim

/// The checkout sub-flow: one feature for three screens (R2), on a stack it is handed (R4).
///
/// Navigation is state: assigning `payment` or `receipt` pushes its screen (the
/// `navigationStackContext` below appends the tag to the shared stack), and a pop, by swipe or
/// by `popPast`, clears the state and cancels its effects. The promo-code sheet and its
/// dismissal stay inside this feature; the host hears only `.delegate(.finished)`.
public struct CheckoutFeature: Reducer {
  public struct State: Equatable, Sendable, Identifiable {
    /// Which checkout this is. A host that assigns a new checkout where one is open means a
    /// different purchase: the navigation DSL pops the old one's screens, cancels its work and
    /// pushes the new one in that one action. Not part of `==`, which compares what a checkout
    /// shows: two checkouts of one product at the same step look the same.
    public let id = InstanceID()

    /// The stack this checkout pushes onto: the host's, or its own when presented alone.
    @Shared public var nav: NavigationState

    public var payment: PaymentFeature.State?
    public var receipt: ReceiptFeature.State?
    public var productID: String
    public var appliedPromoCode: String?
    @Presents public var promoCode: PromoCodeFeature.State?

    /// - Parameters:
    ///   - nav: The host's shared stack. The default, a fresh stack, is for running
    ///     standalone, e.g. in a sheet with its own `NavigationStack`.
    ///   - productID: What is being bought.
    public init(
      nav: Shared<NavigationState> = Shared(value: NavigationState()), productID: String
    ) {
      self._nav = nav
      self.productID = productID
    }

    /// Shows the payment step (a no-op when it is shown): the `deepLinkToPayment` action,
    /// and the way to build a checkout that starts there, before any store exists.
    public mutating func showPayment() {
      if payment == nil {
        payment = PaymentFeature.State(productID: productID, promoCode: appliedPromoCode)
      }
    }

    /// Shows the receipt of `orderID` in place of any payment step.
    public mutating func showReceipt(orderID: String) {
      payment = nil
      receipt = ReceiptFeature.State(orderID: orderID)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs._nav == rhs._nav && lhs.payment == rhs.payment && lhs.receipt == rhs.receipt
        && lhs.productID == rhs.productID && lhs.appliedPromoCode == rhs.appliedPromoCode
        && lhs._promoCode == rhs._promoCode
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case continueButtonTapped
    case promoCodeButtonTapped
    case removePromoCodeButtonTapped
    /// Opens the payment step directly, for a deep link.
    case deepLinkToPayment
    /// Shows the receipt of an existing order directly, for a deep link.
    case deepLinkToReceipt(orderID: String)
    /// The stack changed (a swipe back, or relayed by the host): `navigationStackContext`
    /// clears the steps whose screens are gone.
    case pathDidChange(NavigationPath)
    case payment(PaymentFeature.Action)
    case receipt(ReceiptFeature.Action)
    case promoCode(PresentationAction<PromoCodeFeature.Action>)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      /// The purchase is over (the receipt was closed): the host removes checkout.
      case finished
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .continueButtonTapped, .deepLinkToPayment:
        // Just assign state: navigationStackContext pushes CheckoutPath.payment.
        state.showPayment()
        return .none

      case let .deepLinkToReceipt(orderID):
        state.showReceipt(orderID: orderID)
        return .none

      case .promoCodeButtonTapped:
        state.promoCode = PromoCodeFeature.State()
        return .none

      case .removePromoCodeButtonTapped:
        state.appliedPromoCode = nil
        return .none

      case let .promoCode(.presented(.delegate(.applied(code)))):
        state.appliedPromoCode = code
        state.promoCode = nil  // dismiss the sheet
        return .none

      case .promoCode(.presented(.delegate(.cancelled))):
        state.promoCode = nil
        return .none

      case let .payment(.delegate(.succeeded(orderID))):
        // The paid payment screen is replaced, not covered: back from the receipt leads to
        // checkout, never to a payment that already went through.
        state.payment = nil
        state.receipt = ReceiptFeature.State(orderID: orderID)
        return .none

      case .payment(.delegate(.cancelled)):
        state.$nav.withLock { $0.popPast(CheckoutPath.payment) }
        return .none

      case .receipt(.delegate(.closed)):
        return .send(.delegate(.finished))

      case .pathDidChange, .payment, .receipt, .promoCode, .delegate:
        return .none
      }
    }
    .ifLet(\.$promoCode, action: \.promoCode) { PromoCodeFeature() }
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

extension CheckoutFeature {
  /// The tag types Checkout puts on a stack: what a host's saved stack may hold because of
  /// it. A host lists them when it restores, without naming Checkout's steps.
  public static let navigationTags: [any NavigationTag.Type] = [CheckoutPath.self]
}

/// Saves the steps and the stack they stand on. A pushed checkout shares its host's stack,
/// which a file cannot express: the host links it again after decoding (`checkout.$nav =
/// $nav`). Decoding the stack needs `CheckoutPath` among the decoder's tag types.
extension CheckoutFeature.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case nav
    case payment
    case receipt
    case productID
    case appliedPromoCode
    case promoCode
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      nav: try container.decode(Shared<NavigationState>.self, forKey: .nav),
      productID: try container.decode(String.self, forKey: .productID))
    payment = try container.decodeIfPresent(PaymentFeature.State.self, forKey: .payment)
    receipt = try container.decodeIfPresent(ReceiptFeature.State.self, forKey: .receipt)
    appliedPromoCode = try container.decodeIfPresent(String.self, forKey: .appliedPromoCode)
    promoCode = try container.decodeIfPresent(PromoCodeFeature.State.self, forKey: .promoCode)
    // A step on the stack needs its state: a file that disagrees is refused, never shown as
    // a screen without state.
    for (tag, present) in [(CheckoutPath.payment, payment != nil), (.receipt, receipt != nil)]
    where nav.contains(tag) && !present {
      throw DecodingError.dataCorruptedError(
        forKey: .nav, in: container,
        debugDescription: "The stack shows CheckoutPath.\(tag) but the file has no \(tag) state.")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode($nav, forKey: .nav)
    try container.encodeIfPresent(payment, forKey: .payment)
    try container.encodeIfPresent(receipt, forKey: .receipt)
    try container.encode(productID, forKey: .productID)
    try container.encodeIfPresent(appliedPromoCode, forKey: .appliedPromoCode)
    try container.encodeIfPresent(promoCode, forKey: .promoCode)
  }
}
