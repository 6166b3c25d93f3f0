import ThirdPartyShim

/// A line of text.
public struct Text: View, Equatable {
  /// The text drawn, and what tests and scripts look for (`expect Dune`).
  public let string: String

  /// Text from a string, as SwiftUI's `Text("Checkout")`.
  public init(_ content: some StringProtocol) { self.string = String(content) }
  /// Text drawn exactly as given.
  public init(verbatim content: String) { self.string = content }
  /// Text from an alert's or a button's state, as TCA's views draw it.
  public init(_ state: TextState) { self.string = state.string }

}

extension Text: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text(string)] }
}
