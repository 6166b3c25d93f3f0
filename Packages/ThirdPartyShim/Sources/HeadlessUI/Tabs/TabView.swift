import ThirdPartyShim

/// Tabs bound to a selection, as SwiftUI's: each child view is a tab, named by its
/// `.tabItem` and identified by its `.tag`. Selecting a tab writes its tag through the binding.
public struct TabView: View {
  let content: any View
  let selection: SelectionAccess

  /// Tabs whose selected tag is read from, and written through, `selection`.
  public init<Selection: Hashable, Content: View>(
    selection: Binding<Selection>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = SelectionAccess(
      current: { AnyHashable(selection.wrappedValue) },
      select: { tag in
        if let value = tag.base as? Selection { selection.wrappedValue = value }
      })
  }
}

/// Reads and writes a tab view's selection, whatever its type.
@MainActor
struct SelectionAccess {
  let current: () -> AnyHashable
  let select: (AnyHashable) -> Void
}

extension TabView: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    let selected = selection.current()
    let tabs = flattenChildren(content).enumerated().map { index, child in
      let nodes = context.child("TabView/\(index)").resolve(child)
      let tag = Node.gather(nodes) { if case let .tag(tag) = $0 { tag } else { nil } }.first
      let item = Node.gather(nodes) { if case let .tabItem(item) = $0 { item } else { nil } }.first
      let label = item.map(Node.labelText) ?? ""
      return TabsNode.Tab(
        label: label.isEmpty ? "Tab \(index + 1)" : label, tag: tag, isSelected: tag == selected,
        nodes: nodes,
        select: { [selection] in if let tag { selection.select(tag) } })
    }
    return [.tabs(TabsNode(tabs: tabs))]
  }
}

extension View {
  /// The value a `TabView`'s selection takes when this tab is selected.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    adding { _ in [.tag(AnyHashable(tag))] }
  }

  /// The label of this tab in the tab bar: `.tabItem { Label("Library", systemImage: …) }`.
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    let label = label()
    return adding { context in [.tabItem(context.child("tabItem").resolve(label))] }
  }
}
