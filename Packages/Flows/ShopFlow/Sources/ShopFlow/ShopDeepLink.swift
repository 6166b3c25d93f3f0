/// The places a URL can open the shop at: each one a flow entry, no different from a tap.
public enum ShopDeepLink: Equatable, Hashable, Sendable {
  /// `shop://checkout/{productID}`
  case checkout(productID: String)
  /// `shop://checkout/{productID}/payment`
  case checkoutPayment(productID: String)
  /// `https://example.com/receipt/{orderID}`
  case receipt(orderID: String)
}
