import Checkout
import Core
import HeadlessUI
import Home
import Payment
import PromoCode
import Receipt
import ThirdPartyShim

/// The shop's features alone: each on its own stack, on the App's demo payment gateway.
@MainActor
enum ShopPreviews {
  static let all = [home, checkout, payment, receipt, promoCode]

  static let home = Preview(name: "Home", summary: "the product list; Buy and Quick buy are outputs") {
    context in
    let outputs = OutputLog()
    let store = Store(initialState: ShopHomeFeature.State()) {
      context.effects.tracking {
        ShopHomeFeature()
        outputs.recorder { (action: ShopHomeFeature.Action) in delegate(action, \.delegate) }
      }
    }
    return PreviewCatalog.host(
      "Home", store: store, outputs: outputs, context: context, banner: [],
      navigation: { "Home pushes nothing: Buy and Quick buy go to the host as delegate actions." }
    ) {
      NavigationStack { ShopHomeView(store: store) }
    }
  }

  static let checkout = Preview(
    name: "Checkout", summary: "checkout → payment → receipt on its own stack, promo-code sheet"
  ) { context in
    let outputs = OutputLog()
    let payments = DemoPaymentClient()
    let store = Store(initialState: CheckoutFeature.State(productID: "coffee-grinder")) {
      context.effects.tracking {
        CheckoutFeature()
        outputs.recorder { (action: CheckoutFeature.Action) in delegate(action, \.delegate) }
      }
    } withDependencies: {
      $0.useAppClients(activity: context.activity, payments: payments)
    }
    return PreviewCatalog.host(
      "Checkout", store: store, outputs: outputs, context: context,
      banner: ["Its stack is its own (State.init(nav:) default): checkout is the root here."],
      navigation: { ShopApp.report(checkout: store.state) },
      customCommands: [payments.failCommand]
    ) {
      NavigationStack(path: store.binding(get: \.nav.path, send: \.pathDidChange)) {
        CheckoutView(store: store)
          .checkoutDestinations(store: store)
      }
    }
  }

  static let payment = Preview(name: "Payment", summary: "Pay, Simulate failure, the failure alert") {
    context in
    let outputs = OutputLog()
    let payments = DemoPaymentClient()
    let store = Store(initialState: PaymentFeature.State(productID: "coffee-grinder")) {
      context.effects.tracking {
        PaymentFeature()
        outputs.recorder { (action: PaymentFeature.Action) in delegate(action, \.delegate) }
      }
    } withDependencies: {
      $0.useAppClients(activity: context.activity, payments: payments)
    }
    return PreviewCatalog.host(
      "Payment", store: store, outputs: outputs, context: context,
      banner: [ShopApp.paymentsLine],
      navigation: { "payment.alert (@Presents alert): \(store.alert == nil ? "nil" : "presented")" },
      customCommands: [payments.failCommand]
    ) {
      NavigationStack { PaymentView(store: store) }
    }
  }

  static let receipt = Preview(name: "Receipt", summary: "an order's receipt; Close is an output") {
    context in
    let outputs = OutputLog()
    let store = Store(initialState: ReceiptFeature.State(orderID: "order-1001")) {
      context.effects.tracking {
        ReceiptFeature()
        outputs.recorder { (action: ReceiptFeature.Action) in delegate(action, \.delegate) }
      }
    }
    return PreviewCatalog.host(
      "Receipt", store: store, outputs: outputs, context: context, banner: [],
      navigation: { "Receipt pushes nothing: Close goes to the host as .delegate(.closed)." }
    ) {
      NavigationStack { ReceiptView(store: store) }
    }
  }

  static let promoCode = Preview(
    name: "PromoCode", summary: "the promo-code form (a sheet in Checkout), full screen here"
  ) { context in
    let outputs = OutputLog()
    let store = Store(initialState: PromoCodeFeature.State()) {
      context.effects.tracking {
        PromoCodeFeature()
        outputs.recorder { (action: PromoCodeFeature.Action) in delegate(action, \.delegate) }
      }
    }
    return PreviewCatalog.host(
      "PromoCode", store: store, outputs: outputs, context: context, banner: [],
      navigation: { "PromoCode never dismisses itself: Apply and Cancel go to the presenter." }
    ) {
      NavigationStack { PromoCodeView(store: store) }
    }
  }

  /// `delegate(.succeeded(orderID: "order-1001"))` for a delegate action, `nil` otherwise.
  private static func delegate<Action: CasePathable, Delegate>(
    _ action: Action, _ path: CaseKeyPath<Action, Delegate>
  ) -> String? {
    AnyCasePath(path).extract(from: action).map { "delegate(.\($0))" }
  }
}
