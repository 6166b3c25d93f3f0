/// Draws a frame as plain text, the same every time for the same state, so a snapshot test
/// can compare it and a person at a terminal can read it.
///
/// ```
/// ≡ Library › Shelf › Dune
///   toolbar: [Edit]
///   Dune
///   [Delete] (destructive)
/// tab bar: ● Library  ○ Settings
/// ┌─ sheet ─
/// │ ≡ Edit
/// │   ✎ Title: "Dune"
/// └─
/// ```
@MainActor
struct TextRenderer {
  private var lines: [String] = []

  static func draw(_ scene: Scene, gestures: [AvailableGesture]) -> String {
    var renderer = TextRenderer()
    for layer in scene.layers {
      switch layer.kind {
      case .base:
        renderer.draw(layer.nodes, indent: "")
      case let .sheet(_, dismissing):
        renderer.lines.append(dismissing ? "┌─ sheet (dismissing) ─" : "┌─ sheet ─")
        let before = renderer.lines.count
        renderer.draw(layer.nodes, indent: "│ ")
        if renderer.lines.count == before { renderer.lines.append("│ (blank)") }
        renderer.lines.append("└─")
      }
    }
    if let alert = scene.alert {
      renderer.lines.append("╔═ alert: \(alert.title) ═")
      if let message = alert.message { renderer.lines.append("║ \(message)") }
      renderer.lines.append("║ " + alert.buttons.map(Self.describe).joined(separator: "  "))
      renderer.lines.append("╚═")
    }
    let list = gestures.isEmpty ? "(none)" : gestures.map(\.description).joined(separator: " · ")
    renderer.lines.append("gestures: " + list)
    return renderer.lines.joined(separator: "\n")
  }

  private mutating func draw(_ nodes: [Node], indent: String) {
    for node in nodes { draw(node, indent: indent) }
  }

  private mutating func draw(_ node: Node, indent: String) {
    switch node {
    case let .text(text): lines.append(indent + text)
    case let .button(button): lines.append(indent + Self.describe(button))
    case let .textField(label, text, disabled):
      lines.append(indent + "✎ \(label): \"\(text.wrappedValue)\"" + (disabled ? " (disabled)" : ""))
    case let .toggle(label, isOn, disabled):
      lines.append(indent + (isOn.wrappedValue ? "☑ " : "☐ ") + label + (disabled ? " (disabled)" : ""))
    case let .placeholder(text): lines.append(indent + "⚠ " + text)
    case let .container(kind, header, children): drawContainer(kind, header, children, indent)
    case let .stack(stack): drawStack(stack, indent: indent)
    case let .tabs(tabs):
      if let selected = tabs.selected { draw(selected.nodes, indent: indent) }
      let items = tabs.tabs.map { ($0.isSelected ? "● " : "○ ") + $0.label }
      lines.append(indent + "tab bar: " + items.joined(separator: "  "))
    case .title, .toolbar, .destination, .sheet, .alert, .openURL, .onAppear, .tag, .tabItem:
      break
    }
  }

  private mutating func drawContainer(
    _ kind: ContainerKind, _ header: String?, _ children: [Node], _ indent: String
  ) {
    if kind == .section {
      if let header { lines.append(indent + "Section: " + header) }
      draw(children, indent: header == nil ? indent : indent + "  ")
      return
    }
    if kind == .hStack {
      var row = TextRenderer()
      row.draw(children, indent: "")
      let inline = row.lines.count > 1 && row.lines.allSatisfy { $0.count <= 30 }
      if inline {
        lines.append(indent + row.lines.joined(separator: "  "))
        return
      }
    }
    draw(children, indent: indent)
  }

  private mutating func drawStack(_ stack: StackNode, indent: String) {
    let titles = stack.levels.map { $0.title ?? "(untitled)" }
    lines.append(indent + "≡ " + titles.joined(separator: " › "))
    let toolbar = Node.gather(stack.top.nodes) { if case let .toolbar(items) = $0 { items } else { nil } }
    let buttons = Node.gather(toolbar.flatMap { $0 }) { if case let .button(b) = $0 { b } else { nil } }
    if !buttons.isEmpty {
      lines.append(indent + "  toolbar: " + buttons.map(Self.describe).joined(separator: "  "))
    }
    draw(stack.top.nodes, indent: indent + "  ")
  }

  private static func describe(_ button: ButtonNode) -> String {
    var text = "[\(button.label)]"
    if let role = button.role { text += " (\(role))" }
    if button.disabled { text += " (disabled)" }
    return text
  }
}
