import AppMap
import Foundation
import HeadlessUI
import ThirdPartyShim

/// Runs steps against a harness the way a device would: the gesture, then frames until the
/// screen settles, then the effects it started, then frames again; and checks the model
/// after every step.
@MainActor
public final class ModelDriver<Harness: ModelHarness> {
  public let harness: Harness
  public let log = WarningLog()
  /// What the journey reached so far: depth, deep replacements, multi-level pops, relaunches
  /// compared.
  public private(set) var coverage = ModelCoverage()
  /// The navigation map's edges the journey walked (see `TransitionCoverage`).
  public private(set) var transitions = TransitionCoverage()
  /// The gesture (or relaunch) whose edge is still open: its screen is the one the app shows
  /// once what it started has answered, so the edge closes at the next gesture.
  private var openEdge: (from: String, gesture: String)?
  /// The last frame drawn: what a gesture's general form is read from (list rows).
  private var lastFrame = ""
  /// The step just performed and the depth before it, counted once the screen has settled.
  private var performed: (step: ModelStep, depth: Int)?
  /// What went wrong inside a step (a relaunch that did not come back as it left), reported
  /// by the next `settleAndCheck()`.
  private var stepProblems: [String] = []
  /// How long effects may take to agree with the state before it counts as a leak.
  let effectDeadline: Duration

  public init(effectDeadline: Duration = .seconds(2)) {
    self.effectDeadline = effectDeadline
    harness = Harness()
  }

  /// Frame lines that mean a screen without state: the view layer's placeholder for a path
  /// value with no destination, an ignored nested stack, a sheet or pushed screen that drew
  /// nothing (its state was gone while it was still on screen).
  static var blankMarkers: [String] {
    ["⚠ no navigationDestination", "nested NavigationStack ignored", "(blank)", "(untitled)"]
  }

  /// Performs `step`; returns false when it does not apply to the current screen (replaying a
  /// shrunk journey skips such steps).
  public func perform(_ step: ModelStep) async -> Bool {
    let depth = harness.depth
    let edge = openingEdge(step)
    let applied = await apply(step)
    if applied { performed = (step, depth) }
    if applied, let edge { openEdge = edge }
    return applied
  }

  /// Closes the open edge before a step that starts a new one (or that the map has no edge
  /// for, such as several back swipes without a frame); the edge `step` opens, if any.
  private func openingEdge(_ step: ModelStep) -> (from: String, gesture: String)? {
    switch step {
    case .complete, .advanceClock:
      return nil
    case let .gesture(gesture):
      closeEdge()
      // With a call still in flight, where the gesture leads depends on when it answers:
      // not an edge of the map, whose clients answer at once.
      guard harness.calls.liveKinds.isEmpty, harness.clock.sleeperCount == 0 else { return nil }
      return harness.mapGesture(gesture, frame: lastFrame).map { (harness.mapScreen.name, $0) }
    case .relaunchAndRestore:
      closeEdge()
      return (harness.mapScreen.name, "relaunch")
    case .relaunch, .backSwipes, .programmaticPop:
      closeEdge()
      return nil
    }
  }

  /// Records the open edge as leading to the screen shown now: at the next gesture, or when
  /// the journey ends.
  public func closeEdge() {
    guard let open = openEdge else { return }
    transitions.walked.insert(MapEdge(from: open.from, gesture: open.gesture, to: harness.mapScreen.name))
    openEdge = nil
  }

  private func apply(_ step: ModelStep) async -> Bool {
    switch step {
    case let .gesture(gesture):
      return log.capture { (try? harness.host.perform(gesture)) != nil }
    case let .backSwipes(count):
      var any = false
      for _ in 0..<count {
        guard log.capture({ (try? harness.host.perform(.back)) != nil }) else { break }
        any = true
      }
      return any
    case let .programmaticPop(count):
      return log.capture { harness.programmaticPop(count) }
    case let .complete(kind, succeeds):
      return harness.calls.answer(kind, succeeds: succeeds)
    case let .advanceClock(seconds):
      guard harness.clock.sleeperCount > 0 else { return false }
      await harness.clock.advance(by: .seconds(seconds))
      return true
    case .relaunch:
      await harness.prepareToQuit()
      return log.capture { harness.relaunch() }
    case .relaunchAndRestore:
      return await relaunchAndRestore()
    }
  }

  /// Quits, launches, answers what the launch waits on, and compares the screen that came
  /// back with the one left (frame and navigation), when all of it is meant to come back.
  private func relaunchAndRestore() async -> Bool {
    await harness.prepareToQuit()
    let left = harness.restorableScreen()
    let depth = harness.depth
    let waitedOn = harness.restoringCalls
    guard log.capture({ harness.relaunch() }) else { return false }
    var problems = await settleAndCheck()
    for kind in waitedOn where !harness.calls.answer(kind, succeeds: true) {
      problems.append("relaunch: the launch did not ask for \(kind) before showing the saved screen")
    }
    problems += await settleAndCheck()
    if let left {
      let back = harness.restorableScreen()
      if back == left {
        coverage.recordRelaunchCompared(depth: depth)
      } else {
        problems.append(
          "relaunch: the screen left\n\(left)\ncame back as\n\(back ?? "(something that is not restored)")")
      }
    }
    stepProblems += problems
    return true
  }

  /// Draws frames and waits for effects until both are quiet; returns what is wrong after.
  public func settleAndCheck() async -> [String] {
    var problems: [String] = []
    for _ in 0..<20 {
      let frames = log.capture { harness.host.settle() }
      if let last = frames.last { lastFrame = last }
      for frame in frames {
        if let marker = Self.blankMarkers.first(where: frame.contains) {
          problems.append("frame shows “\(marker)”:\n\(frame)")
        }
      }
      let agreed = await waitForEffects()
      if !agreed, let mismatch = harness.effectMismatch() {
        problems.append("effects disagree with state after \(effectDeadline): \(mismatch)")
        break
      }
      if !harness.host.needsRender { break }
    }
    problems += harness.violations()
    problems += log.drain().map { "runtime warning: \($0)" }
    if let (step, depth) = performed {
      coverage.record(step, from: depth, to: harness.depth)
      performed = nil
    }
    problems += stepProblems
    stepProblems = []
    // The gesture's edge ends where the app rests once what it started has answered.
    if harness.calls.liveKinds.isEmpty, harness.clock.sleeperCount == 0 { closeEdge() }
    return problems
  }

  /// Waits until the live client calls are the ones the state implies: cheap when no effect
  /// is running (the usual step), a few yields when one is starting, short sleeps when an
  /// effect's work runs on another thread.
  private func waitForEffects() async -> Bool {
    if harness.calls.enteringCount == 0, harness.effectMismatch() == nil { return true }
    for _ in 0..<200 {
      await Task.yield()
      if harness.calls.enteringCount == 0, harness.effectMismatch() == nil { return true }
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: effectDeadline)
    while clock.now < deadline {
      try? await Task.sleep(for: .microseconds(50))
      for _ in 0..<20 { await Task.yield() }
      if harness.calls.enteringCount == 0, harness.effectMismatch() == nil { return true }
    }
    return false
  }
}
