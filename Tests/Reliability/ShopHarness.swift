import AppMap
import AppShell
import Checkout
import Core
import Foundation
import HeadlessUI
import Payment
import ShopFlow
import ThirdPartyShim

/// The shop under model-based test: `ShopFlowView` over a `ShopFlow` store whose payment
/// gateway waits for a step to answer and whose clock is a `TestClock`.
@MainActor
public final class ShopHarness: ModelHarness {
  public static let name = "shop"
  public private(set) var store: StoreOf<ShopFlow>
  public private(set) var host: ViewHost
  /// Counts the store's effects and ends them at a relaunch or when the journey is over.
  private var effects: EffectTracker
  public let calls = GatedCalls()
  public let clock = TestClock()
  /// What the last relaunch got wrong, reported (once) by `violations()`.
  private var relaunchProblems: [String] = []

  public init() {
    (store, host, effects) = Self.launch(ShopFlow.State(), calls: calls, clock: clock)
  }

  private static func launch(
    _ state: ShopFlow.State, calls: GatedCalls, clock: TestClock<Duration>
  ) -> (StoreOf<ShopFlow>, ViewHost, EffectTracker) {
    let effects = EffectTracker()
    let store = Store(initialState: state) {
      effects.tracking { ShopFlow() }
    } withDependencies: {
      $0.continuousClock = clock
      $0.paymentClient = PaymentClient { request in
        try await calls.wait("charge")
        return "order-\(request.productID.prefix(20))"
      }
    }
    let host = ViewHost(ShopFlowView(store: store))
    host.observe(store)
    return (store, host, effects)
  }

  /// Saves, quits (what runs stops), reads back, launches: the first frame must be the one
  /// left, and the state the one saved, minus what was in flight (a processing payment comes
  /// back ready to pay, without an alert about it).
  public func relaunch() -> Bool {
    let before = store.state
    let frameBefore = host.render()
    var expected = before
    var inFlight = false
    for keyPath in [\ShopFlow.State.checkout, \ShopFlow.State.checkoutSheet] {
      guard let payment = expected[keyPath: keyPath]?.payment else { continue }
      inFlight = inFlight || payment.isProcessing || payment.alert != nil
      expected[keyPath: keyPath]?.payment?.isProcessing = false
      expected[keyPath: keyPath]?.payment?.alert = nil
    }
    let restored: ShopFlow.State
    do {
      restored = try ShopFlow.State.restored(from: before.saved())
    } catch {
      relaunchProblems.append("relaunch: the saved state could not be read back: \(error)")
      return true
    }
    effects.cancelAll()
    (store, host, effects) = Self.launch(restored, calls: calls, clock: clock)
    if store.state != expected {
      relaunchProblems.append("relaunch: restored \(store.state), expected \(expected)")
    }
    let first = host.render()
    if !inFlight, first != frameBefore {
      relaunchProblems.append("relaunch: first frame\n\(first)\nleft\n\(frameBefore)")
    }
    return true
  }

  /// The frame and the navigation (the stacks and the checkouts' steps, as `show nav` lists
  /// them), unless a payment is processing or its alert is up: those are not restored.
  public func restorableScreen() -> String? {
    let checkouts = [store.checkout, store.checkoutSheet].compactMap { $0 }
    guard !checkouts.contains(where: { $0.payment?.isProcessing == true || $0.payment?.alert != nil })
    else { return nil }
    let steps = checkouts.map {
      "\($0.productID): payment \($0.payment != nil), receipt \($0.receipt?.orderID ?? "nil"), "
        + "promo \($0.promoCode != nil), applied \($0.appliedPromoCode ?? "nil")"
    }
    return host.render() + "\nnav: \(store.nav.items)\nsheet: "
      + "\(store.checkoutSheet.map { "\($0.nav.items)" } ?? "nil")\ncheckouts: \(steps)"
  }

  /// Screens on the shop's stack.
  public var depth: Int { store.nav.count }

  /// Texts typed into fields: valid and invalid codes, blanks, a very long one.
  static let texts = ["SAVE10", " welcome5 ", "bogus", "", String(repeating: "A", count: 300)]

  public func nextStep(_ rng: inout SplitMix64) -> ModelStep {
    var options = ModelSteps.fromScreen(host.availableGestures, rng: &rng, texts: Self.texts) {
      rng in rng.pick(DeepLinkCorpus.shop + DeepLinkCorpus.bookshelf.prefix(2))
    }
    if !store.nav.isEmpty || !(store.checkoutSheet?.nav.isEmpty ?? true) {
      options.append(.programmaticPop(1 + rng.below(3)))
    }
    // The restoring relaunch is the plain one plus a comparison once the launch settled:
    // Shop's launch waits on nothing.
    options.append(.relaunchAndRestore)
    options += ModelSteps.fromWorld(calls: calls, clock: clock, rng: &rng)
    return rng.pick(options)
  }

  /// Pops through the store, as a parent feature would: the sheet's stack if it has pushed
  /// screens, otherwise the shop's.
  public func programmaticPop(_ count: Int) -> Bool {
    if let sheet = store.checkoutSheet, !sheet.nav.isEmpty {
      var path = sheet.nav.path
      path.removeLast(min(count, path.count))
      store.send(.checkoutSheet(.presented(.pathDidChange(path))))
      return true
    }
    guard !store.nav.isEmpty else { return false }
    var path = store.nav.path
    path.removeLast(min(count, path.count))
    store.send(.pathDidChange(path))
    return true
  }

  /// The payments on screen: the inline checkout's and the quick-buy sheet's.
  private var payments: [PaymentFeature.State] {
    [store.checkout?.payment, store.checkoutSheet?.payment].compactMap { $0 }
  }

  public func effectMismatch() -> String? {
    let processing = payments.count(where: \.isProcessing)
    let charges = calls.liveCount("charge")
    let sleepers = clock.sleeperCount
    guard charges == processing, sleepers == processing else {
      return "\(processing) payment(s) processing, \(charges) charge(s) in flight, "
        + "\(sleepers) timeout(s) sleeping"
    }
    return nil
  }

  public func violations() -> [String] {
    let state = store.state
    var problems = relaunchProblems
    relaunchProblems = []
    problems += StackModel.check(state.nav, name: "shop stack")
    let tags = state.nav.compactMap(CheckoutPath.self)
    if tags.count != state.nav.count { problems.append("shop stack holds a foreign value: \(state.nav)") }
    problems += StackModel.presence(
      [
        (CheckoutPath.checkout, state.checkout != nil), (.payment, state.checkout?.payment != nil),
        (.receipt, state.checkout?.receipt != nil),
      ], on: tags, name: "shop stack")
    if let checkout = state.checkout {
      if checkout.nav != state.nav { problems.append("inline checkout sees another stack: \(checkout.nav)") }
      problems += Self.checkoutStages(checkout, name: "inline checkout")
    }
    if let sheet = state.checkoutSheet {
      problems += StackModel.check(sheet.nav, name: "quick-buy stack")
      let sheetTags = sheet.nav.compactMap(CheckoutPath.self)
      problems += StackModel.presence(
        [(CheckoutPath.checkout, false), (.payment, sheet.payment != nil), (.receipt, sheet.receipt != nil)],
        on: sheetTags, name: "quick-buy stack")
      problems += Self.checkoutStages(sheet, name: "quick-buy checkout")
      if state.checkout != nil || !state.nav.isEmpty {
        problems.append("quick buy is presented over a pushed checkout: \(state.nav)")
      }
    }
    return problems
  }

  /// Presentations legal for one checkout: the promo sheet only on the checkout screen (top),
  /// a payment's alert only when it is not processing, never payment and receipt together.
  static func checkoutStages(_ checkout: CheckoutFeature.State, name: String) -> [String] {
    var problems: [String] = []
    if checkout.promoCode != nil, checkout.payment != nil || checkout.receipt != nil {
      problems.append("\(name): promo-code sheet is up under a pushed step")
    }
    if checkout.payment != nil, checkout.receipt != nil {
      problems.append("\(name): payment and receipt are both on the stack")
    }
    if let payment = checkout.payment, payment.alert != nil, payment.isProcessing {
      problems.append("\(name): the failure alert is up while the payment is processing")
    }
    return problems
  }

  public func tearDown() { effects.cancelAll() }

  public var mapScreen: Screen { ShopSubject.screen(of: store.state) }

  public func mapGesture(_ gesture: Gesture, frame: String) -> String? {
    if case let .openURL(url) = gesture { return ShopSubject.deepLinks.first { $0.matches(url) }?.gesture }
    return ShopSubject.general(gesture, frame: frame)
  }
}
