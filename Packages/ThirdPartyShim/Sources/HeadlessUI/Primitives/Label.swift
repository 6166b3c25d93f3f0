/// A title with an icon, as in tab items and buttons. Headless, only the title is drawn;
/// the icon name is kept so a screen reads the same as its SwiftUI twin.
public struct Label: View {
  /// The text drawn, and what a gesture finds the label by.
  public let title: String
  /// The SF Symbol's name, kept so the screen's source reads as in SwiftUI; not drawn.
  public let systemImage: String

  /// A label with a title and an icon.
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
  /// The SF Symbol's name, drawn in brackets.
  public let systemName: String

  /// An icon by its SF Symbol name.
  public init(systemName: String) { self.systemName = systemName }

}

extension Image: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { [.text("(\(systemName))")] }
}
