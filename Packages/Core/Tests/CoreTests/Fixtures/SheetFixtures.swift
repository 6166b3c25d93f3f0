import Core
import ThirdPartyShim

/// A host that presents Checkout, a sub-flow with a stack of its own, as a sheet.
struct SheetHost: Reducer {
  struct State: Equatable, Sendable {
    var sheet: Presentation<CheckoutFeature.State> = .dismissed
  }
  enum Action: Equatable, Sendable, CasePathable {
    case sheet(PresentationAction<CheckoutFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .liftPresentation(state: \.sheet, action: \.sheet) { CheckoutFeature() }
  }
}
