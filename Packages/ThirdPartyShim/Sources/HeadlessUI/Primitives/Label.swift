/// A title with an icon, as in tab items and buttons. Headless, only the title is drawn;
/// the icon name is kept so a screen reads the same as its SwiftUI twin.
public struct Label: View {
  public let title: String
  public let systemImage: String

  public init(_ title: some StringProtocol, systemImage: String) {
    self.title = String(title)
    self.systemImage = systemImage
  }

}

extension Label: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text(title)] }
}

/// An icon; drawn as its name in brackets, since a terminal has no symbols.
public struct Image: View {
  public let systemName: String

  public init(systemName: String) { self.systemName = systemName }

}

extension Image: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text("(\(systemName))")] }
}
