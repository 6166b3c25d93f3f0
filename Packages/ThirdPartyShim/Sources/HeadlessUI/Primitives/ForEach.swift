/// One view per element of a collection, identified by the element's id.
public struct ForEach: View {
  let ids: [String]
  let makeChildren: @MainActor () -> [any View]

  /// A view per element, each identified by the element's value at `id`, so a host keeps a row's
  /// identity while others come and go.
  public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    let elements = Array(data)
    self.ids = elements.map { "\($0[keyPath: id])" }
    self.makeChildren = { elements.map { content($0) } }
  }

  /// A view per `Identifiable` element, identified by its `id`.
  public init<Data: RandomAccessCollection, Content: View>(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) where Data.Element: Identifiable {
    self.init(data, id: \.id, content: content)
  }

  /// A view per number of a range, identified by the number.
  public init<Content: View>(
    _ range: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content
  ) {
    self.init(range, id: \.self, content: content)
  }

}

extension ForEach: PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [Node] {
    zip(ids, makeChildren()).flatMap { id, child in context.child("id:\(id)").resolve(child) }
  }
}
