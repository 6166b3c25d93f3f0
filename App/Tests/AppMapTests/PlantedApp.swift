import AppMap
import AppShell
import Foundation
import HeadlessUI
import ThirdPartyShim

/// A small app with its navigation bugs planted on request, explored like the real ones: Home
/// pushes Checkout, Checkout pushes Payment and presents a promo sheet; `open planted://payment`
/// opens Payment. Each bug is a switch the test flips before the walk.
@MainActor
final class PlantedModel {
  enum Step: Hashable, Sendable { case checkout, payment, receipt }

  struct Bugs: OptionSet {
    let rawValue: Int
    /// Back from anywhere empties the stack.
    static let backGoesToRoot = Bugs(rawValue: 1)
    /// The promo sheet ignores the swipe down and has no button that closes it.
    static let sheetWithoutDismissal = Bugs(rawValue: 2)
    /// The payment link opens Checkout.
    static let linkToTheWrongScreen = Bugs(rawValue: 4)
  }

  /// What the next launch plants: the explorer makes its subjects itself.
  static var bugs: Bugs = []

  let bugs = PlantedModel.bugs
  var steps: [Step] = []
  var promo = false

  var path: Binding<NavigationPath> {
    Binding(
      get: { NavigationPath(self.steps) },
      set: { new in
        let kept = self.bugs.contains(.backGoesToRoot) && new.count < self.steps.count ? 0 : new.count
        self.steps = Array(self.steps.prefix(kept))
      })
  }

  var promoPresented: Binding<Bool> {
    Binding(
      get: { self.promo },
      set: { if !self.bugs.contains(.sheetWithoutDismissal) { self.promo = $0 } })
  }
}

struct PlantedRoot: View {
  let model: PlantedModel

  var body: some View {
    NavigationStack(path: model.path) {
      VStack {
        Button("Buy") { model.steps.append(.checkout) }
      }
      .navigationTitle("Home")
      .navigationDestination(for: PlantedModel.Step.self) { step in
        switch step {
        case .checkout:
          VStack {
            Button("Continue") { model.steps.append(.payment) }
            Button("Promo code") { model.promo = true }
          }
          .sheet(isPresented: model.promoPresented) {
            Text("Enter a code")
          }
        case .payment, .receipt:
          Text("Payment")
        }
      }
    }
    .onOpenURL { url in
      guard url.absoluteString == "planted://payment" else { return }
      model.promo = false
      model.steps = model.bugs.contains(.linkToTheWrongScreen) ? [.checkout] : [.checkout, .payment]
    }
  }
}

/// The planted app as the map explores it.
@MainActor
final class PlantedSubject: MapSubject {
  static let app = "planted"
  /// `receipt` is a path case nothing pushes.
  static let declaredScreens = [
    DeclaredScreen(.screen, "Home"), DeclaredScreen(.screen, "Checkout"), DeclaredScreen(.screen, "Payment"),
    DeclaredScreen(.screen, "Receipt"), DeclaredScreen(.sheet, "Promo"),
  ]
  static let deepLinks = [
    DeepLinkPattern("planted://payment", example: "planted://payment", lands: "Payment")
  ]

  let model = PlantedModel()
  let session: Session

  init() {
    session = Session(
      host: ViewHost(PlantedRoot(model: model)), activity: Activity(), console: RecordingConsole(),
      navigationReport: { "" }, quietPause: .microseconds(50))
  }

  var screen: Screen {
    let base = Screen(model.steps.last.map(Screen.name(ofPathValue:)) ?? "Home")
    return model.promo ? base.with(.sheet, "Promo") : base
  }

  var level: Int { model.steps.count + (model.promo ? 1 : 0) }
  func general(_ gesture: Gesture) -> String { gesture.description }
  func text(forField field: String) -> String? { nil }
  func relaunch() async {}
}
