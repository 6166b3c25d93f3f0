import Foundation

/// One frame's screen: the base layer, the sheets over it, and the alert over everything,
/// built from the root view and the host's memory of which sheets were on screen.
@MainActor
struct Scene {
  /// A full-screen layer: the app's root, or a sheet's content.
  struct Layer {
    enum Kind {
      case base
      case sheet(SheetNode, dismissing: Bool)
    }
    var kind: Kind
    var nodes: [Node]

    var isDismissing: Bool {
      if case .sheet(_, true) = kind { return true }
      return false
    }
  }

  var layers: [Layer] = []
  var alert: AlertNode?
  var openURLHandlers: [(URL) -> Void] = []
  var appearances: [(id: String, action: () -> Void)] = []
  /// Every sheet modifier on screen this frame, by id: the host's memory is updated from it.
  var sheets: [String: SheetNode] = [:]
  var warnings: [String] = []

  /// The layer gestures go to: the top sheet not being dismissed, or the base.
  var interactiveLayer: Layer { layers.last { !$0.isDismissing } ?? layers[0] }

  /// Builds the frame for `root`. `lastItems` holds the item of each sheet shown last frame,
  /// for the dismissal frame of a sheet whose binding has just turned false.
  init(root: any View, lastItems: [String: Any?]) {
    let session = ResolveSession()
    let base = ResolveContext(session: session, id: "root").resolve(root)
    add(Layer(kind: .base, nodes: base), session: session, lastItems: lastItems)
    warnings = session.warnings
  }

  private mutating func add(_ layer: Layer, session: ResolveSession, lastItems: [String: Any?]) {
    layers.append(layer)
    var found = Presentations()
    found.collect(layer.nodes)
    if !layer.isDismissing {
      if let alert = found.alerts.first(where: \.isPresented) { self.alert = alert }
      openURLHandlers += found.openURLHandlers
    }
    appearances += found.appearances
    var presentedOne = false
    for sheet in found.sheets {
      sheets[sheet.id] = sheet
      let item: Any?
      let dismissing: Bool
      if sheet.isPresented {
        if presentedOne {
          session.warnings.append(
            """
            Currently, only presenting a single sheet is supported. The next sheet will be \
            presented when the current sheet is dismissed.
            """)
          continue
        }
        presentedOne = true
        (item, dismissing) = (sheet.item, false)
      } else if let last = lastItems[sheet.id] {
        (item, dismissing) = (last, true)
      } else {
        continue
      }
      let content = ResolveContext(session: session, id: sheet.id).resolve(sheet.content(item))
      add(
        Layer(kind: .sheet(sheet, dismissing: dismissing), nodes: content), session: session,
        lastItems: lastItems)
    }
  }
}

/// The presentations and handlers of the visible part of a layer: the top of each stack (and
/// the screens under it, which stay in the hierarchy), and the selected tab.
@MainActor
private struct Presentations {
  var sheets: [SheetNode] = []
  var alerts: [AlertNode] = []
  var openURLHandlers: [(URL) -> Void] = []
  var appearances: [(id: String, action: () -> Void)] = []

  mutating func collect(_ nodes: [Node], visible: Bool = true) {
    for node in nodes {
      switch node {
      case let .sheet(sheet): sheets.append(sheet)
      case let .alert(alert): alerts.append(alert)
      case let .openURL(handler): openURLHandlers.append(handler)
      case let .onAppear(id, action): if visible { appearances.append((id, action)) }
      case let .container(_, _, children): collect(children, visible: visible)
      case let .stack(stack):
        for (index, level) in stack.levels.enumerated() {
          collect(level.nodes, visible: visible && index == stack.depth)
        }
      case let .tabs(tabs):
        if let selected = tabs.selected { collect(selected.nodes, visible: visible) }
      default: break
      }
    }
  }
}
