import ThirdPartyShim

/// The shop's home screen: a product list with one selected product and two ways to buy it.
///
/// A leaf feature in the Flow pattern: it never navigates. "Buy" and "Quick buy" are reported
/// to the host as delegate actions; the host decides that Buy pushes checkout inline and Quick
/// buy presents it as a sheet, so Home compiles without any checkout module.
public struct ShopHomeFeature: Reducer {
  public struct State: Equatable, Sendable {
    var products: [Product] = Product.catalog
    /// The product Buy and Quick buy act on; `coffee-grinder` until the user picks another.
    public var selectedProductID: String = "coffee-grinder"

    public init() {}
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case buyButtonTapped
    case quickBuyButtonTapped
    case productTapped(id: String)
    case delegate(Delegate)

    /// What Home tells its host. The host owns navigation; Home only says what was asked.
    public enum Delegate: Equatable, Sendable {
      /// Buy the product in the current navigation context (the host pushes checkout).
      case buyButtonTapped(productID: String)
      /// Buy without leaving the list (the host presents checkout modally).
      case quickBuyButtonTapped(productID: String)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .buyButtonTapped:
        return .send(.delegate(.buyButtonTapped(productID: state.selectedProductID)))
      case .quickBuyButtonTapped:
        return .send(.delegate(.quickBuyButtonTapped(productID: state.selectedProductID)))
      case let .productTapped(id):
        // Only ids from the catalog can be selected: a stale tap cannot select a ghost.
        guard state.products.contains(where: { $0.id == id }) else { return .none }
        state.selectedProductID = id
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

/// Saves the selection; the catalog is the app's, not the user's.
extension ShopHomeFeature.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case selectedProductID
  }

  public init(from decoder: Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    selectedProductID = try container.decode(String.self, forKey: .selectedProductID)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(selectedProductID, forKey: .selectedProductID)
  }
}
