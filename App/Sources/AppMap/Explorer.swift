import AppShell
import Foundation
import HeadlessUI

/// Walks an app breadth-first from launch, trying on every state it reaches each gesture the
/// screen offers, each allowed deep link and a relaunch.
///
/// Each trial launches the app fresh and replays the gestures that reached the state, then
/// performs one more: nothing is copied out of a store, so what the map records is what a
/// person gets by doing the same. States are told apart by screen, frame and the screen a
/// gesture pushed or presented them from (what `back` must return to). A state whose
/// screen offers gestures not seen on that screen over the same screen before (a promo code
/// applied offers Remove), or that a typed text made, is always explored; states that differ only in data are explored up to `statesPerScreen`
/// per screen kind (the first ones found, so the shortest paths), which is what keeps a
/// recursive screen (Book › Book › …) from growing the walk.
/// The order of everything is fixed, so two runs give the same map.
@MainActor
public struct Explorer<Subject: MapSubject> {
  public typealias Limits = ExplorationLimits

  enum Step: Hashable {
    case gesture(Gesture)
    case relaunch
  }

  /// A state to explore: how to reach it, and the screen one layer below it, if it came
  /// from there (what `back` must return to).
  struct Pending {
    var path: [Step]
    var screen: Screen
    var level: Int
    var below: (screen: Screen, level: Int)?
  }

  public let limits: Limits

  public init(limits: Limits = Limits()) { self.limits = limits }

  public func explore() async -> Exploration {
    var steps = 0
    let first = await launch(replaying: [], steps: &steps)
    defer { first.tearDown() }
    let root = first.screen
    var result = Exploration(
      map: NavigationMap(app: Subject.app, root: root.name), declared: Subject.declaredScreens)
    var seen: Set<String> = [Self.key(first) + "\n-"]
    var shapes: Set<String> = [shape(first, below: nil)]
    var explored: [Screen: Int] = [root: 1]
    var queue = [Pending(path: [], screen: root, level: first.level, below: nil)]
    var next = 0
    var exploredFrom: Set<String> = []
    while next < queue.count {
      let state = queue[next]
      next += 1
      var probe: Subject? = await launch(replaying: state.path, steps: &steps)
      for option in options(probe!) {
        if steps >= limits.steps {
          result.truncated = true
          break
        }
        // The launch that read the options takes the first one; each other one launches again.
        let subject: Subject
        if let unused = probe {
          subject = unused
          probe = nil
        } else {
          subject = await launch(replaying: state.path, steps: &steps)
        }
        let label: String
        var link: DeepLinkPattern?
        switch option {
        case let .gesture(gesture):
          label = Self.label(gesture, subject: subject)
          link = Self.pattern(of: gesture, subject: subject)
          guard (try? await subject.session.run(.gesture(gesture))) != nil else {
            subject.tearDown()
            continue
          }
        case .relaunch:
          label = "relaunch"
          await subject.relaunch()
        }
        steps += 1
        let landed = subject.screen
        defer { subject.tearDown() }
        result.map.add(MapEdge(from: state.screen.name, gesture: label, to: landed.name))
        record(option, label, link: link, from: state, landed: landed, into: &result)
        guard case .gesture = option, state.path.count < limits.depth else { continue }
        let level = subject.level
        // The screen one level below, when a gesture on screen pushed or presented this one; a
        // link or a tab replaces what is below, so nothing is known there.
        let replaces: Bool
        switch option {
        case .gesture(.openURL), .gesture(.selectTab), .relaunch: replaces = true
        default: replaces = false
        }
        let below: (screen: Screen, level: Int)? =
          replaces
          ? nil
          : level == state.level + 1 ? (state.screen, state.level) : level == state.level ? state.below : nil
        // The same frame reached from another screen is another state: its back is checked.
        guard seen.insert(Self.key(subject) + "\n" + (below?.screen.name ?? "-")).inserted else { continue }
        // A screen offering gestures not seen on it before, or holding a text just typed (what
        // Apply or a link then acts on), is always explored; one that only shows other data is
        // explored up to the per-screen limit.
        var offersNew = shapes.insert(shape(subject, below: below?.screen)).inserted
        if case .gesture(.type) = option { offersNew = true }
        guard offersNew || explored[landed, default: 0] < limits.statesPerScreen else { continue }
        if !offersNew { explored[landed, default: 0] += 1 }
        queue.append(Pending(path: state.path + [option], screen: landed, level: level, below: below))
      }
      if result.truncated { break }
      exploredFrom.insert(state.screen.name)
    }
    result.steps = steps
    result.states = seen.count
    result.unexplored = result.map.screens.subtracting(exploredFrom)
    return result
  }

  /// Launches the app and replays `path`; what the gestures print goes nowhere.
  private func launch(replaying path: [Step], steps: inout Int) async -> Subject {
    let subject = Subject()
    await subject.session.start()
    for step in path {
      switch step {
      case let .gesture(gesture): _ = try? await subject.session.run(.gesture(gesture))
      case .relaunch: await subject.relaunch()
      }
      steps += 1
    }
    return subject
  }

  /// What to try on the current screen, in screen order: each gesture once per general form
  /// (the first product stands for all of them), each deep-link pattern, a relaunch.
  private func options(_ subject: Subject) -> [Step] {
    var options: [Step] = []
    var labels: Set<String> = []
    func add(_ gesture: Gesture) {
      if labels.insert(Self.label(gesture, subject: subject)).inserted { options.append(.gesture(gesture)) }
    }
    for available in subject.session.host.availableGestures {
      switch available {
      case let .tap(label): add(.tap(label))
      case let .type(field):
        if let text = subject.text(forField: field) { add(.type(field: field, text: text)) }
      case let .toggle(label): add(.toggle(label))
      case .back: add(.back)
      case .popToRoot: add(.popToRoot)
      case .dismissSheet: add(.dismissSheet)
      case let .chooseAlertButton(label): add(.chooseAlertButton(label))
      case let .selectTab(label): add(.selectTab(label))
      case .openURL:
        for link in Subject.deepLinks { options.append(.gesture(.openURL(subject.url(for: link)))) }
      }
    }
    options.append(.relaunch)
    return options
  }

  /// A deep link is labelled by its pattern, any other gesture by the subject.
  static func label(_ gesture: Gesture, subject: Subject) -> String {
    if let link = pattern(of: gesture, subject: subject) { return link.gesture }
    return subject.general(gesture)
  }

  static func pattern(of gesture: Gesture, subject: Subject) -> DeepLinkPattern? {
    guard case let .openURL(url) = gesture else { return nil }
    return Subject.deepLinks.first { subject.url(for: $0) == url }
  }

  /// The screen, the one below it and what it offers, in general form: states alike here
  /// differ only in data (a Book over a Book is not a Book over its Shelf: back leads elsewhere).
  private func shape(_ subject: Subject, below: Screen?) -> String {
    ([subject.screen.name, below?.name ?? "-"]
      + options(subject).map { step in
        switch step {
        case let .gesture(gesture): Self.label(gesture, subject: subject)
        case .relaunch: "relaunch"
        }
      }).joined(separator: "\n")
  }

  private static func key(_ subject: Subject) -> String {
    subject.screen.name + "\n" + (subject.session.lastFrame ?? subject.session.host.render())
  }

  private func record(
    _ option: Step, _ label: String, link: DeepLinkPattern?, from state: Pending, landed: Screen,
    into result: inout Exploration
  ) {
    guard case let .gesture(gesture) = option else { return }
    switch gesture {
    case .back:
      if let below = state.below, below.level == state.level - 1 {
        result.backs.append(
          .init(from: state.screen.name, gesture: label, expected: below.screen.name, landed: landed.name))
      }
    case .dismissSheet:
      // A sheet goes with its own stack: what shows is the screen it was presented over.
      let screen = state.screen
      if let sheet = screen.overlays.lastIndex(where: { $0.kind == .sheet }) {
        let under = Screen(screen.base, Array(screen.overlays[..<sheet]))
        result.backs.append(
          .init(from: screen.name, gesture: label, expected: under.name, landed: landed.name))
      }
    case .openURL:
      if let link { result.links.append(.init(from: state.screen.name, pattern: link, landed: landed.name)) }
    default:
      break
    }
  }
}
