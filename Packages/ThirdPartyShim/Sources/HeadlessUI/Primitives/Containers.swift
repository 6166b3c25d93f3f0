/// The layout containers. Headless, they only group and, for sections, title their rows;
/// the host draws them as indented blocks (an `HStack` of short rows on one line).
public struct List: View {
  let content: any View

  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A row per element: `List(store.shelves) { shelf in Button(shelf.name) { … } }`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> Row
  ) where Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

}

public struct Section: View {
  let header: any View
  let content: any View

  public init<Content: View>(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.header = Text(title)
    self.content = content()
  }

  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.header = EmptyView()
    self.content = content()
  }

  public init<Content: View, Header: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.header = header()
    self.content = content()
  }

}

public struct Form: View {
  let content: any View
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }
}

public struct VStack: View {
  let content: any View
  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

public struct HStack: View {
  let content: any View
  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// Groups views without drawing anything: for applying one modifier to several views.
public struct Group: View {
  let content: any View
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Accepted for source compatibility with SwiftUI; the headless layout ignores alignment.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom }

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
