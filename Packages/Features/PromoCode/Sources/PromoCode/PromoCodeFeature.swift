import ThirdPartyShim

/// The promo-code sheet: a text field, "Apply" and "Cancel".
///
/// Invalid input keeps the sheet open with an error; a valid code is reported as
/// `.delegate(.applied(code))`. The sheet never dismisses itself: the feature that presents
/// it (`@Presents`) owns the presentation and clears it, so "Cancel" is reported too.
public struct PromoCodeFeature: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var code = ""
    /// Why the last "Apply" was refused; cleared as soon as the user types again.
    public var errorMessage: String?

    public init(code: String = "") { self.code = code }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case codeChanged(String)
    case applyButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case applied(String)
      case cancelled
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .codeChanged(code):
        state.code = code
        state.errorMessage = nil
        return .none
      case .applyButtonTapped:
        switch PromoCodeValidation.validate(state.code) {
        case let .valid(code):
          return .send(.delegate(.applied(code)))
        case let .invalid(message):
          state.errorMessage = message
          return .none
        }
      case .cancelButtonTapped:
        return .send(.delegate(.cancelled))
      case .delegate:
        return .none
      }
    }
  }
}
