import AppShell
import Checkout
import Core
import HeadlessUI
import ShopFlow
import ThirdPartyShim

/// The Flow pattern's app: `ShopFlowView` over one `ShopFlow` store, as the document's
/// `ContentView` holds it (`@State private var store = Store(initialState: ShopFlow.State())`).
///
/// The store is built once, here, on the App's clients: the real clock (tracked by the shell)
/// and the demo payment gateway. Deep links reach it the way the system delivers them: the
/// root view's `onOpenURL`, which sends `.openURL(url)`.
@MainActor
enum ShopApp {
  static let paymentsLine = """
    Payments: the App's demo gateway; each charge takes \(DemoPaymentClient.latency) on the \
    real clock, then succeeds (order-1001, order-1002, …). Type `fail` to decline the next one.
    """

  /// The same, in one clause, for the other app's banner.
  static let paymentsShort =
    "payments: the demo gateway (\(DemoPaymentClient.latency), then order-1001…; `fail` declines the next)."

  static func launch(_ context: LaunchContext) -> LaunchedApp {
    let payments = DemoPaymentClient()
    let file = (context.shopDirectory ?? context.dataDirectory).shopNavigationFile
    let restored = NavigationFile.restore(from: file, fresh: context.fresh) {
      try ShopFlow.State.restored(from: $0)
    }
    // What was restored is launched: its stack pushed, before the first frame.
    let store = Store(initialState: ShopFlow().launched(restored.state ?? ShopFlow.State())) {
      context.effects.tracking { ShopFlow() }
    } withDependencies: {
      $0.useAppClients(activity: context.activity, payments: payments)
    }
    let session = Session(
      host: ViewHost(ShopFlowView(store: store)), activity: context.activity,
      effects: context.effects, console: context.console, navigationReport: { report(store.state) },
      customCommands: [payments.failCommand])
    session.observe(store)
    return LaunchedApp(
      banner: [
        "Shop: the Flow pattern's ShopFlow (Home → Checkout → Payment → Receipt).",
        paymentsLine,
        "Deep links: shop://checkout/<product>, shop://checkout/<product>/payment, https://example.com/receipt/<order>.",
        restored.message,
        "Type `help` for the commands, `show nav` for the navigation state.",
      ],
      session: session,
      onQuit: {
        // What was in flight stops here and is not saved: it would not come back running.
        context.effects.cancelAll()
        return restored.save { try store.state.saved() }
      })
  }

  /// The flow's navigation state: the shared stack, the pushed checkout and what it presents,
  /// and Quick buy's sheet with the stack of its own.
  static func report(_ state: ShopFlow.State) -> String {
    var report = NavigationReport()
    report.add("nav.items", items: state.nav)
    if let checkout = state.checkout {
      report.add("checkout (pushed, shares nav)", "product \(checkout.productID)")
      lines(of: checkout, prefix: "checkout.", into: &report)
    } else {
      report.add("checkout", "nil")
    }
    if let sheet = state.checkoutSheet {
      report.add("checkoutSheet (@Presents sheet, Quick buy)", "presented, product \(sheet.productID)")
      report.add("checkoutSheet.nav.items (its own stack)", items: sheet.nav)
      lines(of: sheet, prefix: "checkoutSheet.", into: &report)
    } else {
      report.add("checkoutSheet (@Presents sheet, Quick buy)", "nil")
    }
    return report.text
  }

  /// Checkout's navigation state on its own (the Checkout preview's `show nav`).
  static func report(checkout: CheckoutFeature.State) -> String {
    var report = NavigationReport()
    report.add("nav.items", items: checkout.nav)
    lines(of: checkout, prefix: "", into: &report)
    return report.text
  }

  private static func lines(
    of checkout: CheckoutFeature.State, prefix: String, into report: inout NavigationReport
  ) {
    report.add("\(prefix)promoCode (@Presents sheet)", presence: checkout.promoCode)
    report.add("\(prefix)payment", checkout.payment == nil ? "nil" : "present")
    report.add("\(prefix)payment.alert (@Presents alert)", presence: checkout.payment?.alert)
    report.add("\(prefix)receipt", checkout.receipt.map { "present, order \($0.orderID)" } ?? "nil")
  }
}
