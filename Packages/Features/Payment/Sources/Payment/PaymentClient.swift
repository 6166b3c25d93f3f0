import Foundation
import ThirdPartyShim

/// What Payment asks the payment gateway: charge for a product, with an optional promo code.
public struct PaymentRequest: Equatable, Sendable {
  public var productID: String
  public var promoCode: String?

  public init(productID: String, promoCode: String? = nil) {
    self.productID = productID
    self.promoCode = promoCode
  }
}

/// The payment gateway, as an interface: the feature depends on this, never on a network.
///
/// `charge` returns the order id of a successful payment and throws when it is declined.
/// Tests inject their own; the default test value fails the test that forgot to, so a
/// payment is never made by accident.
public struct PaymentClient: Sendable {
  public var charge: @Sendable (_ request: PaymentRequest) async throws -> String

  public init(charge: @escaping @Sendable (_ request: PaymentRequest) async throws -> String) {
    self.charge = charge
  }
}

/// A declined or unreachable payment, as the gateway reports it.
public struct PaymentDeclined: Error, Equatable, Sendable {
  public init() {}
}

extension PaymentClient: DependencyKey {
  /// A simulated gateway: answers after a second on the injected clock, so the demo app shows
  /// the processing state and previews can use an immediate clock. A real app would put its
  /// network client in a separate live module that only the app links.
  public static var liveValue: PaymentClient {
    PaymentClient { request in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      let suffix = UUID().uuidString.prefix(8).lowercased()
      return "order-\(request.productID.prefix(16))-\(suffix)"
    }
  }

  /// Reports a runtime warning (which fails the running test) and declines.
  public static var testValue: PaymentClient {
    PaymentClient { request in
      reportIssue(
        """
        Unimplemented: 'PaymentClient.charge' was called with \(request) in a test that did not \
        provide a payment client. Override it: withDependencies: { $0.paymentClient = … }.
        """)
      throw PaymentDeclined()
    }
  }
}

extension DependencyValues {
  /// The payment gateway features charge through.
  public var paymentClient: PaymentClient {
    get { self[PaymentClient.self] }
    set { self[PaymentClient.self] = newValue }
  }
}
