import ThirdPartyShim

/// What a person can reach in a layer: the controls of the top screen of its stack (content
/// and toolbar), the stack itself for back gestures, and the tab bar.
@MainActor
struct Controls {
  var buttons: [ButtonNode] = []
  var fields: [(label: String, text: Binding<String>, disabled: Bool)] = []
  var toggles: [(label: String, isOn: Binding<Bool>, disabled: Bool)] = []
  /// The innermost visible stack: the one a back swipe pops.
  var stack: StackNode?
  var tabs: TabsNode?

  init(_ nodes: [Node]) { collect(nodes, inStack: false) }

  private mutating func collect(_ nodes: [Node], inStack: Bool) {
    for node in nodes {
      switch node {
      case let .button(button): buttons.append(button)
      case let .textField(label, text, disabled): fields.append((label, text, disabled))
      case let .toggle(label, isOn, disabled): toggles.append((label, isOn, disabled))
      case let .container(_, _, children): collect(children, inStack: inStack)
      case let .toolbar(items): if inStack { collect(items, inStack: inStack) }
      case let .stack(stack):
        self.stack = stack
        collect(stack.top.nodes, inStack: true)
      case let .tabs(tabs):
        if self.tabs == nil { self.tabs = tabs }
        if let selected = tabs.selected { collect(selected.nodes, inStack: inStack) }
      default: break
      }
    }
  }

  /// The enabled button labelled `label`: exact match first, then ignoring case.
  func button(_ label: String) -> ButtonNode? {
    let enabled = buttons.filter { !$0.disabled }
    return enabled.first { $0.label == label }
      ?? enabled.first { $0.label.lowercased() == label.lowercased() }
  }

  /// The tab whose label or tag reads `name`, ignoring case: `tab settings`.
  func tab(_ name: String) -> TabsNode.Tab? {
    let wanted = name.lowercased()
    return tabs?.tabs.first { tab in
      tab.label.lowercased() == wanted || tab.tag.map { "\($0.base)".lowercased() } == wanted
    }
  }
}
