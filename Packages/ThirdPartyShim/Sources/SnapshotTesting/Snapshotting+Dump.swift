import ThirdPartyShimTesting

extension Snapshotting where Format == String {
  /// Any value as an indented tree of its fields, the same on every run and every machine:
  /// dictionaries by sorted key, sets by sorted value, no memory addresses, and the elements
  /// of an `IdentifiedArray` or a stack of screens named by id, as a test store's diff names
  /// them.
  ///
  /// ```
  /// tab: .library
  /// path: [.book(1), .book(2)]
  /// books: [#0, #1]
  ///   [id: #0]:
  ///     book:
  ///       id: 1
  ///       title: "Dune"
  ///     confirmingDelete: false
  /// ```
  public static var dump: Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { value in DumpText.text(of: value) }
  }
}

/// Draws `StateDump`'s lines as a tree: each line's last segment, indented by its depth; a
/// line that stands for fields listed below it ends with a colon.
enum DumpText {
  static func text(of value: Any) -> String {
    StateDump.lines(value).compactMap { line -> String? in
      let parent: Bool
      switch line.kind {
      case .group, .element, .wrapped: parent = true
      case .value, .keyed, .stack: parent = false
      }
      guard line.depth >= 0 else { return parent ? nil : line.value }
      let indent = String(repeating: "  ", count: line.depth)
      return indent + line.segment + (parent ? ":" : ": " + line.value)
    }.joined(separator: "\n")
  }
}
