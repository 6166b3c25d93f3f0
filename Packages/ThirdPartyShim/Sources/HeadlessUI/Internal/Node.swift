import Foundation
import ThirdPartyShim

/// One resolved element of the view tree for one frame: what the renderer draws and the
/// gestures find. Rebuilt from the views on every frame; holds closures and bindings, not state.
///
/// Some cases are preferences rather than drawings (a title, a sheet, a registration): they
/// sit where their modifier was applied and are gathered by the stack or layer that owns them.
@MainActor
indirect enum Node {
  case text(String)
  case button(ButtonNode)
  case textField(label: String, text: Binding<String>, disabled: Bool)
  case toggle(label: String, isOn: Binding<Bool>, disabled: Bool)
  case container(ContainerKind, header: String?, children: [Node])
  case stack(StackNode)
  case tabs(TabsNode)
  case placeholder(String)
  // Preferences.
  case title(String)
  case toolbar([Node])
  case destination(DestinationRegistration)
  case sheet(SheetNode)
  case alert(AlertNode)
  case openURL((URL) -> Void)
  case onAppear(id: String, action: () -> Void)
  case tag(AnyHashable)
  case tabItem([Node])
}

/// How a container lays out its children.
enum ContainerKind: String {
  case list = "List"
  case section = "Section"
  case form = "Form"
  case vStack = "VStack"
  case hStack = "HStack"
}

/// A tappable button, in the content, a toolbar or an alert.
@MainActor
struct ButtonNode {
  var label: String
  var role: ButtonRole?
  var disabled: Bool
  var action: () -> Void
}

/// A `navigationDestination(for:)` found while resolving a stack's root.
@MainActor
struct DestinationRegistration {
  var type: Any.Type
  var typeName: String
  var content: (AnyHashable) -> any View
}

/// A navigation stack as resolved for one frame: every level, root first.
@MainActor
struct StackNode {
  struct Level {
    var title: String?
    var nodes: [Node]
  }
  var levels: [Level]
  /// Writes the path binding with its first `count` values, as a back swipe does.
  var popTo: (_ count: Int) -> Void
  var top: Level { levels[levels.count - 1] }
  var depth: Int { levels.count - 1 }
}

/// A tab view as resolved for one frame.
@MainActor
struct TabsNode {
  struct Tab {
    var label: String
    var tag: AnyHashable?
    var isSelected: Bool
    var nodes: [Node]
    var select: () -> Void
  }
  var tabs: [Tab]
  var selected: Tab? { tabs.first(where: \.isSelected) }
}

/// A `.sheet` modifier as resolved for one frame; its content is resolved by the host only
/// while the sheet is on screen.
@MainActor
struct SheetNode {
  var id: String
  var isPresented: Bool
  /// The presented item for `.sheet(item:)`; the host keeps the last one for the dismissal.
  var item: Any?
  /// Writes the binding as a swipe-down does.
  var dismiss: () -> Void
  var onDismiss: (() -> Void)?
  var content: (_ item: Any?) -> any View
}

/// An alert as resolved for one frame.
@MainActor
struct AlertNode {
  var title: String
  var message: String?
  var isPresented: Bool
  var buttons: [ButtonNode]
}

extension Node {
  /// The nodes of a preference, searched through plain containers but not into stacks, tab
  /// views or presentations, which own their own preferences.
  static func gather<T>(_ nodes: [Node], _ pick: (Node) -> T?) -> [T] {
    var found: [T] = []
    for node in nodes {
      if let value = pick(node) { found.append(value) }
      if case let .container(_, _, children) = node { found += gather(children, pick) }
    }
    return found
  }

  /// The first navigation title among `nodes`.
  static func title(of nodes: [Node]) -> String? {
    gather(nodes) { if case let .title(title) = $0 { title } else { nil } }.first
  }

  /// The text of a label made of views: a button's or a tab item's.
  static func labelText(_ nodes: [Node]) -> String {
    nodes.compactMap { node -> String? in
      switch node {
      case let .text(text): text
      case let .container(_, _, children): labelText(children)
      default: nil
      }
    }.joined(separator: " ")
  }
}
