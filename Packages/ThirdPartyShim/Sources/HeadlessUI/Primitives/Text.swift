import ThirdPartyShim

/// A line of text.
public struct Text: View, Equatable {
  public let string: String

  public init(_ content: some StringProtocol) { self.string = String(content) }
  public init(verbatim content: String) { self.string = content }
  /// Text from an alert's or a button's state, as TCA's views draw it.
  public init(_ state: TextState) { self.string = state.string }

}

extension Text: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text(string)] }
}
