import HeadlessUI
import ThirdPartyShim

/// A small shop used across the tests: home → checkout → payment, in the Flow document's
/// shape, with its path enum and a destinations registration owned by "the feature".
enum CheckoutPath: Hashable, Sendable {
  case checkout, payment
}

enum OrphanPath: Hashable, Sendable {
  case lost
}

struct HomeView: View {
  let path: Binding<NavigationPath>
  var body: some View {
    List {
      Text("Welcome")
      Button("Buy") { path.wrappedValue.append(CheckoutPath.checkout) }
    }
    .navigationTitle("Home")
  }
}

struct CheckoutScreen: View {
  let path: Binding<NavigationPath>
  var body: some View {
    Form {
      Text("Coffee grinder")
      Button("Continue") { path.wrappedValue.append(CheckoutPath.payment) }
    }
    .navigationTitle("Checkout")
  }
}

struct PaymentScreen: View {
  var body: some View {
    Text("Pay 42 €")
      .navigationTitle("Payment")
      .toolbar { Button("Pay", role: .destructive) {} }
  }
}

extension View {
  /// The feature's registration, attached by the host at the stack root.
  func checkoutDestinations(path: Binding<NavigationPath>) -> some View {
    navigationDestination(for: CheckoutPath.self) { value in
      switch value {
      case .checkout: CheckoutScreen(path: path)
      case .payment: PaymentScreen()
      }
    }
  }
}

struct ShopView: View {
  let path: Binding<NavigationPath>
  var body: some View {
    NavigationStack(path: path) {
      HomeView(path: path)
        .checkoutDestinations(path: path)
    }
  }
}

@MainActor
func makePath(_ values: CheckoutPath...) -> Binding<NavigationPath> {
  Binding(initialValue: NavigationPath(values))
}

/// A feature with a `@Presents` child, its actions named by case key paths.
struct PromoState {
  @Presents var promoCode: String?
}

enum PromoAction: CasePathable {
  case showPromo
  case promoCode(PresentationAction<PromoChildAction>)
}

enum PromoChildAction { case apply }

/// A feature with a `@Presents` alert, as Payment has.
struct FailureState {
  @Presents var alert: AlertState<FailureAlertAction>?
}

enum FailureAction: Equatable, CasePathable {
  case alert(PresentationAction<FailureAlertAction>)
}

enum FailureAlertAction: Equatable { case retryPayment }
