import AppShell
import Checkout
import Core
import Foundation
import HeadlessUI
import Payment
import ShopFlow
import ThirdPartyShim

/// The shop as the map explores it: `ShopFlowView` over a `ShopFlow` store, as the App runs
/// it, on clients that answer at once (a charge succeeds with no wait, time stands still) so
/// every walk is the same and takes no time.
@MainActor
public final class ShopSubject: MapSubject {
  public static let app = "shop"

  /// Every path case (the switch makes a new case a compile error here), Quick buy's sheet,
  /// the promo-code sheet and the payment's alert.
  public static var declaredScreens: [DeclaredScreen] {
    let paths: [CheckoutPath] = [.checkout, .payment, .receipt]
    return [DeclaredScreen(.screen, "Home")]
      + paths.map { path in
        switch path {
        case .checkout, .payment, .receipt: DeclaredScreen(.screen, Screen.name(ofPathValue: path))
        }
      }
      + [
        DeclaredScreen(.sheet, "Checkout"), DeclaredScreen(.sheet, "PromoCode"),
        DeclaredScreen(.alert, "PaymentFailed"),
      ]
  }

  public static let deepLinks = [
    DeepLinkPattern(
      "shop://checkout/<product>", example: "shop://checkout/coffee-grinder", lands: "Checkout"),
    DeepLinkPattern(
      "shop://checkout/<product>/payment", example: "shop://checkout/coffee-grinder/payment", lands: "Payment"
    ),
    DeepLinkPattern(
      "https://example.com/receipt/<order>", example: "https://example.com/receipt/order-1001",
      lands: "Receipt"),
  ]

  public private(set) var store: StoreOf<ShopFlow>
  public private(set) var session: Session
  /// Counts the store's effects for the session and ends them when a walk is over.
  private var effects: EffectTracker

  public init() {
    (store, session, effects) = Self.launch(ShopFlow.State())
  }

  private static func launch(_ state: ShopFlow.State) -> (StoreOf<ShopFlow>, Session, EffectTracker) {
    let effects = EffectTracker()
    let store = Store(initialState: ShopFlow().launched(state)) {
      effects.tracking { ShopFlow() }
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.paymentClient = PaymentClient { _ in "order-1001" }
    }
    let session = Session(
      host: ViewHost(ShopFlowView(store: store)), activity: Activity(), effects: effects,
      console: SilentConsole(),
      navigationReport: { "" }, quietPause: .microseconds(50))
    session.observe(store)
    return (store, session, effects)
  }

  public var screen: Screen { Self.screen(of: store.state) }

  public func tearDown() { effects.cancelAll() }
  public var level: Int { Self.level(of: store.state) }

  /// The top of the shop's stack (Home when empty) with what is presented over it: Quick
  /// buy's sheet named by the top of its own stack, a promo-code sheet, a payment's alert.
  public static func screen(of state: ShopFlow.State) -> Screen {
    var screen = Screen(state.nav.items.last.map { Screen.name(ofPathValue: $0.base) } ?? "Home")
    if let checkout = state.checkout { screen = overlays(of: checkout, on: screen) }
    if let sheet = state.checkoutSheet {
      let top = sheet.nav.items.last.map { Screen.name(ofPathValue: $0.base) } ?? "Checkout"
      screen = overlays(of: sheet, on: screen.with(.sheet, top))
    }
    return screen
  }

  static func overlays(of checkout: CheckoutFeature.State, on screen: Screen) -> Screen {
    var screen = screen
    if checkout.promoCode != nil { screen = screen.with(.sheet, "PromoCode") }
    if checkout.payment?.alert != nil { screen = screen.with(.alert, "PaymentFailed") }
    return screen
  }

  /// Pushed screens (the shop's and the sheet's own) plus the layers over them.
  public static func level(of state: ShopFlow.State) -> Int {
    state.nav.count + (state.checkoutSheet?.nav.count ?? 0) + screen(of: state).overlays.count
  }

  public func general(_ gesture: Gesture) -> String {
    Self.general(gesture, frame: session.lastFrame ?? "")
  }

  /// A product row is `tap a product`; a typed text is left out.
  public static func general(_ gesture: Gesture, frame: String) -> String {
    switch gesture {
    case let .tap(label): "tap " + (FrameSections.rowName(of: label, in: frame) ?? label)
    case let .type(field, _): "type \(field)"
    default: gesture.description
    }
  }

  public func text(forField field: String) -> String? { field == "Promo code" ? "SAVE10" : nil }

  /// What the App does at quit and launch: `saved()`, then `restored(from:)` into a new store.
  public func relaunch() async {
    guard let data = try? store.state.saved(), let state = try? ShopFlow.State.restored(from: data) else {
      return
    }
    effects.cancelAll()
    (store, session, effects) = Self.launch(state)
    await session.start()
  }
}
