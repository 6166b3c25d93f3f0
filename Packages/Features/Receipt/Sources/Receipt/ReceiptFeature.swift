import ThirdPartyShim

/// The last step of a purchase: the order id, and "Close".
///
/// Closing is reported as `.delegate(.closed)`: the receipt does not know whether it sits on
/// a host's stack or in a sheet, so it cannot dismiss itself.
public struct ReceiptFeature: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var orderID: String

    public init(orderID: String) { self.orderID = orderID }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case closeButtonTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case closed
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .send(.delegate(.closed))
      case .delegate:
        return .none
      }
    }
  }
}
