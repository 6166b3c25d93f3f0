import Foundation
import ThirdPartyShim

/// Runs a view tree headless: renders frames as text and performs gestures, the way a
/// person drives a SwiftUI app.
///
/// ```swift
/// let host = ViewHost(ShopFlowView(store: store))
/// print(host.render())             // the top of the stack, sheets, alerts, tab bar
/// try host.perform(.tap("Buy"))    // runs the button's action: store.send(…)
/// try host.perform(.back)          // the stack writes a shorter path through its binding
/// ```
///
/// The host keeps no navigation state of its own: every frame is evaluated from the views,
/// which read their stores, and every gesture writes a binding or calls a closure. The only
/// thing it remembers between frames is which sheets were on screen, because that is what a
/// dismissal animation needs: when a sheet's binding turns false, the next frame still shows
/// the sheet (marked dismissing) with its content evaluated again, then `onDismiss` runs.
/// Warnings are reported with `reportIssue` when a frame is rendered, once per host.
@MainActor
public final class ViewHost {
  private let root: any View
  /// The item each sheet showed in the last frame, by the sheet's structural id.
  private var shownSheets: [String: Any?] = [:]
  private var appeared: Set<String> = []
  private var reportedWarnings: Set<String> = []
  private var onNeedsRender: [@MainActor () -> Void] = []

  /// The number of frames rendered so far.
  public private(set) var frameCount = 0
  /// Whether a store this host observes changed since the last frame.
  public private(set) var needsRender = true

  /// Hosts a view tree; nothing is drawn until the first `render()`.
  public init<Root: View>(_ root: Root) { self.root = root }

  /// Marks the host as needing a frame after each action `store` reduces, and calls
  /// `onChange`: how a terminal app redraws when an effect finishes later.
  public func observe<State, Action>(
    _ store: Store<State, Action>, onChange: (@MainActor () -> Void)? = nil
  ) {
    store._observe { [weak self] in
      self?.needsRender = true
      onChange?()
    }
  }

  // MARK: Frames

  /// Renders one frame and advances time by one frame: sheets whose binding turned false
  /// are drawn one last time (dismissing), then their `onDismiss` runs; views that appeared
  /// run their `onAppear`.
  @discardableResult
  public func render() -> String {
    let scene = Scene(root: root, lastItems: shownSheets)
    for warning in scene.warnings where reportedWarnings.insert(warning).inserted {
      reportIssue(warning)
    }
    let text = TextRenderer.draw(scene, gestures: availableGestures(in: scene))
    frameCount += 1
    needsRender = false
    finishFrame(scene)
    return text
  }

  /// Renders frames until one changes nothing: no sheet animating out, no `onDismiss` or
  /// `onAppear` run after it. Returns every frame drawn; the last shows the settled screen.
  /// A terminal app prints the last one; a test can inspect the dismissal frame in between.
  public func settle(maxFrames: Int = 10) -> [String] {
    var frames = [render()]
    while lastFrameRanCallbacks || isAnimating, frames.count < maxFrames {
      frames.append(render())
    }
    return frames
  }

  /// Whether the last frame ran an `onDismiss` or `onAppear`, which may have changed state.
  private var lastFrameRanCallbacks = false

  /// Whether the next frame still has work to finish: a sheet to animate out.
  public var isAnimating: Bool {
    let scene = Scene(root: root, lastItems: shownSheets)
    return scene.layers.contains(where: \.isDismissing)
      || shownSheets.keys.contains { scene.sheets[$0] == nil }
  }

  private func finishFrame(_ scene: Scene) {
    var dismissed: [(() -> Void)?] = []
    for (id, _) in shownSheets {
      guard let sheet = scene.sheets[id] else {
        // The presenting view left the screen: SwiftUI dismisses without a frame.
        shownSheets[id] = nil
        continue
      }
      if !sheet.isPresented {
        shownSheets[id] = nil
        dismissed.append(sheet.onDismiss)
      }
    }
    for layer in scene.layers {
      if case let .sheet(sheet, false) = layer.kind { shownSheets[sheet.id] = .some(sheet.item) }
    }
    let ids = Set(scene.appearances.map(\.id))
    let appearing = scene.appearances.filter { !appeared.contains($0.id) }
    appeared = ids
    lastFrameRanCallbacks = !dismissed.isEmpty || !appearing.isEmpty
    for onDismiss in dismissed { onDismiss?() }
    for appearance in appearing { appearance.action() }
  }

  // MARK: Gestures

  /// The gestures the current screen allows, in screen order: what a terminal app offers.
  public var availableGestures: [AvailableGesture] {
    availableGestures(in: Scene(root: root, lastItems: shownSheets))
  }

  private func availableGestures(in scene: Scene) -> [AvailableGesture] {
    if let alert = scene.alert {
      let link: [AvailableGesture] = scene.openURLHandlers.isEmpty ? [] : [.openURL]
      return alert.buttons.map { .chooseAlertButton($0.label) } + link
    }
    let layer = scene.interactiveLayer
    let controls = Controls(layer.nodes)
    var gestures: [AvailableGesture] = []
    var seen: Set<String> = []
    for button in controls.buttons where !button.disabled && seen.insert(button.label).inserted {
      gestures.append(.tap(button.label))
    }
    gestures += controls.fields.filter { !$0.disabled }.map { .type(field: $0.label) }
    gestures += controls.toggles.filter { !$0.disabled }.map { .toggle($0.label) }
    if let stack = controls.stack, stack.depth > 0 { gestures += [.back, .popToRoot] }
    if case .sheet = layer.kind { gestures.append(.dismissSheet) }
    if case .base = layer.kind, let tabs = controls.tabs {
      gestures += tabs.tabs.map { .selectTab($0.label) }
    }
    if !scene.openURLHandlers.isEmpty { gestures.append(.openURL) }
    return gestures
  }

  /// Performs `gesture` on the current screen, or throws a `GestureError` listing what is
  /// possible. Does not render: call `render()` (or `settle()`) to see the result.
  public func perform(_ gesture: Gesture) throws {
    let scene = Scene(root: root, lastItems: shownSheets)
    let available = availableGestures(in: scene)
    func fail(_ reason: String) -> GestureError {
      GestureError(gesture: gesture, reason: reason, available: available)
    }
    if let alert = scene.alert {
      if case let .openURL(url) = gesture, !scene.openURLHandlers.isEmpty {
        // The system delivers a link whatever is on screen, an alert included: what it does
        // to the alert is the app's decision, made in its reducers, not the view layer's.
        for handler in scene.openURLHandlers { handler(url) }
        return
      }
      guard case let .chooseAlertButton(label) = gesture else {
        throw fail("an alert is on screen; choose one of its buttons first.")
      }
      guard let button = alert.buttons.first(where: { $0.label.lowercased() == label.lowercased() })
      else { throw fail("the alert has no button “\(label)”.") }
      button.action()
      return
    }
    let layer = scene.interactiveLayer
    let controls = Controls(layer.nodes)
    switch gesture {
    case let .tap(label):
      if let button = controls.button(label) { return button.action() }
      let disabled = controls.buttons.contains { $0.label.lowercased() == label.lowercased() }
      throw fail(disabled ? "the button “\(label)” is disabled." : "no button “\(label)” on this screen.")
    case let .type(field, text):
      guard let match = controls.fields.first(where: { $0.label.lowercased() == field.lowercased() }),
        !match.disabled
      else { throw fail("no enabled text field “\(field)” on this screen.") }
      match.text.wrappedValue = text
    case let .toggle(label):
      guard let match = controls.toggles.first(where: { $0.label.lowercased() == label.lowercased() }),
        !match.disabled
      else { throw fail("no enabled toggle “\(label)” on this screen.") }
      match.isOn.wrappedValue.toggle()
    case .back, .popToRoot:
      guard let stack = controls.stack, stack.depth > 0 else {
        throw fail("the screen is the root of its stack; there is nothing to go back to.")
      }
      stack.popTo(gesture == .back ? stack.depth - 1 : 0)
    case .dismissSheet:
      guard case let .sheet(sheet, _) = layer.kind else { throw fail("no sheet is on screen.") }
      sheet.dismiss()
    case let .chooseAlertButton(label):
      throw fail("no alert is on screen to choose “\(label)” in.")
    case let .selectTab(name):
      guard case .base = layer.kind else { throw fail("a sheet covers the tab bar.") }
      guard let tab = controls.tab(name) else { throw fail("no tab “\(name)”.") }
      tab.select()
    case let .openURL(url):
      guard !scene.openURLHandlers.isEmpty else { throw fail("no view on screen handles URLs.") }
      for handler in scene.openURLHandlers { handler(url) }
    }
  }

  /// Performs a typed command (`tap Buy`, `type Code SAVE10`, `back`); throws for a command
  /// that is not a gesture, listing the possible ones.
  public func perform(command: String) throws {
    guard let gesture = Gesture(command: command) else {
      throw GestureError(
        gesture: .tap(command), reason: "“\(command)” is not a gesture command.",
        available: availableGestures)
    }
    try perform(gesture)
  }
}
