import Core
import CoreTestSupport
import ThirdPartyShim
import XCTest

/// Random user journeys through the three-level flow: after every action the stack keeps
/// `path.count == items.count`, every present child has its tag on the stack and every tag has
/// its state, and nothing is reported. Seeded; a failure prints its seed and the journey.
@MainActor
final class FlowPropertyTests: XCTestCase {
  func testStackAndStateAgreeAfterEveryAction() async {
    for seed in (0..<300).map({ 0xF10E_0000 &+ UInt64($0) }) {
      guard run(seed: seed, steps: 40) else { return }
    }
  }

  private func run(seed: UInt64, steps: Int) -> Bool {
    var rng = SplitMix64(seed: seed)
    let store = Store(initialState: ShopFlow.State()) { ShopFlow() }
    var journey: [String] = []
    for _ in 0..<steps {
      let action = nextAction(for: store.state, rng: &rng)
      journey.append("\(action)")
      let warnings = collectIssuesSynchronously { store.send(action) }
      if let problem = warnings.first ?? inconsistency(in: store.state) {
        XCTFail(
          """
          Seed \(seed): \(problem)
          Journey: \(journey.joined(separator: " → "))
          """)
        return false
      }
    }
    return true
  }

  /// A valid next step: only actions a user or a feature could send in this state.
  private func nextAction(for state: ShopFlow.State, rng: inout SplitMix64) -> ShopFlow.Action {
    guard let checkout = state.checkout else {
      return rng.next() % 2 == 0 ? .buyTapped("p") : .deepLinkToPayment("p")
    }
    let count = state.nav.count
    switch rng.next() % 8 {
    case 0:
      return .pathDidChange(
        NavigationPath(state.nav.compactMap(CheckoutPath.self).prefix(Int(rng.next() % UInt64(count + 1)))))
    case 1: return .checkout(.continueTapped)
    case 2: return .checkout(.payTapped)
    case 3: return .checkout(.popToCheckout)
    case 4: return checkout.payment == nil ? .checkout(.payTapped) : .checkout(.closePayment)
    case 5: return checkout.payment == nil ? .checkout(.continueTapped) : .checkout(.payment(.cancelTapped))
    case 6: return checkout.receipt == nil ? .checkout(.payTapped) : .checkout(.receipt(.closeTapped))
    default: return .pathDidChange(state.nav.path)
    }
  }

  private func inconsistency(in state: ShopFlow.State) -> String? {
    let nav = state.nav
    guard nav.path.count == nav.items.count else {
      return "path.count \(nav.path.count) != items.count \(nav.items.count)"
    }
    let pairs: [(CheckoutPath, Bool)] = [
      (.checkout, state.checkout != nil),
      (.payment, state.checkout?.payment != nil),
      (.receipt, state.checkout?.receipt != nil),
    ]
    for (tag, present) in pairs where nav.contains(tag) != present {
      return "\(tag): state present \(present), tag on stack \(nav.contains(tag)); stack \(nav)"
    }
    return nil
  }
}
