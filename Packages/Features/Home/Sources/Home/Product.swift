/// A product on the home screen. Internal: hosts receive only its id through a delegate
/// action, so the catalog can change without touching any host.
struct Product: Equatable, Identifiable, Sendable {
  let id: String
  let name: String
  let price: String

  /// The products the demo shop sells; the first is selected when the screen opens.
  static let catalog: [Product] = [
    Product(id: "coffee-grinder", name: "Coffee grinder", price: "89 €"),
    Product(id: "espresso-machine", name: "Espresso machine", price: "449 €"),
    Product(id: "milk-frother", name: "Milk frother", price: "39 €"),
  ]
}
