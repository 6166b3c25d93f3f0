/// The layout containers. Headless, they only group and, for sections, title their rows;
/// the host draws them as indented blocks (an `HStack` of short rows on one line).
public struct List: View {
  let content: any View

  /// A list of the rows the builder lists.
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A row per element: `List(store.shelves) { shelf in Button(shelf.name) { … } }`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> Row
  ) where Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

}

/// A titled group of rows; the title is drawn as `Section: <title>` above them.
public struct Section: View {
  let header: any View
  let content: any View

  /// A section with a text title.
  public init<Content: View>(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.header = Text(title)
    self.content = content()
  }

  /// A section without a title: its rows are grouped, nothing is drawn above them.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.header = EmptyView()
    self.content = content()
  }

  /// A section whose header is a view.
  public init<Content: View, Header: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.header = header()
    self.content = content()
  }

}

/// A form's rows, drawn as a list: fields and toggles are where gestures find them.
public struct Form: View {
  let content: any View
  /// A form of the rows the builder lists.
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Views one under another; headless, one row each.
public struct VStack: View {
  let content: any View
  /// The alignment and spacing are accepted so SwiftUI code compiles; a frame has no geometry.
  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// Views side by side: short rows share one line of the frame.
public struct HStack: View {
  let content: any View
  /// The alignment and spacing are accepted so SwiftUI code compiles; a frame has no geometry.
  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// Groups views without drawing anything: for applying one modifier to several views.
public struct Group: View {
  let content: any View
  /// Groups the views the builder lists.
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Accepted for source compatibility with SwiftUI; the headless layout ignores alignment.
public enum HorizontalAlignment: Sendable {
  /// Toward the start of the line.
  case leading
  /// Centered.
  case center
  /// Toward the end of the line.
  case trailing
}

/// Accepted for source compatibility with SwiftUI; the headless layout ignores alignment.
public enum VerticalAlignment: Sendable {
  /// Toward the top.
  case top
  /// Centered.
  case center
  /// Toward the bottom.
  case bottom
}

extension List: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    [.container(.list, header: nil, children: context.child("List").resolve(content))]
  }
}

extension Section: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    let title = Node.labelText(context.child("header").resolve(header))
    return [
      .container(
        .section, header: title.isEmpty ? nil : title,
        children: context.child("Section").resolve(content))
    ]
  }
}

extension Form: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    [.container(.form, header: nil, children: context.child("Form").resolve(content))]
  }
}

extension VStack: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    [.container(.vStack, header: nil, children: context.child("VStack").resolve(content))]
  }
}

extension HStack: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    [.container(.hStack, header: nil, children: context.child("HStack").resolve(content))]
  }
}

extension Group: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] { context.child("Group").resolve(content) }
}
