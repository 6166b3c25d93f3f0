/// A screen, or a piece of one, described as a value: SwiftUI's `View`, headless.
///
/// Features write screens exactly as they would for SwiftUI:
///
/// ```swift
/// struct CheckoutView: View {
///   let store: StoreOf<CheckoutFeature>
///   var body: some View {
///     Form {
///       Text(store.productID)
///       Button("Continue") { store.send(.continueButtonTapped) }
///     }
///     .navigationTitle("Checkout")
///   }
/// }
/// ```
///
/// A `ViewHost` evaluates `body` on every frame, so a view reads its store when rendered and
/// never holds stale state. Views are `@MainActor` because stores and bindings are.
@MainActor
public protocol View {
  /// The view this one is made of.
  associatedtype Body: View
  /// What the host draws for this view: evaluated on every frame, so it reads current state.
  @ViewBuilder var body: Body { get }
}

/// The `Body` of the built-in views, which the host draws itself instead of asking for a body.
extension Never: View {
  /// Never asked for: `Never` only marks the built-in views as drawn by the host.
  public var body: Never {
    return fatalError("Never has no body")
  }
}

/// The built-in views are drawn by the host, which never asks them for a body.
extension View where Body == Never {
  /// Never asked for: the host draws built-in views itself.
  public var body: Never {
    return fatalError("\(Self.self) is drawn by the view host and has no body")
  }
}
