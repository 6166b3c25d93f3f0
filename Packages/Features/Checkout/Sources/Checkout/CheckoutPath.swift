/// Checkout's screens on a navigation stack: its public navigation contract.
///
/// A host pushes checkout by assigning `CheckoutFeature.State` under the tag `.checkout` and
/// knows nothing else; `.payment` and `.receipt` are pushed and popped by Checkout itself.
/// Adding a step means adding a case here and a destination in `checkoutDestinations`, both
/// inside this package: no host changes.
public enum CheckoutPath: String, Hashable, Sendable, Codable {
  case checkout
  case payment
  case receipt
}
