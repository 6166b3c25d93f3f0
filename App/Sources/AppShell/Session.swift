import HeadlessUI
import ThirdPartyShim

/// Drives one running app: performs commands on its screen and prints the frames that follow.
///
/// The session owns no navigation: a gesture goes to the `ViewHost`, which calls the binding
/// or closure SwiftUI would, so the store's reducer decides what happens. After each command
/// the session draws the frames SwiftUI would (a sheet animating out is one frame, its
/// `onDismiss` another), waits until the app is quiet (effects done, tracked clients idle),
/// and draws again if an effect changed the state. A frame identical to the one before is not
/// printed twice. The effects are counted by the `EffectTracker` the app's store was built
/// with (`effects.tracking { … }`); a store built without one is waited for only through its
/// clients and the quiet rounds.
@MainActor
public final class Session {
  /// Whether to keep reading commands.
  public enum Outcome: Equatable, Sendable { case proceed, quit }

  public let host: ViewHost
  public let parser: CommandParser
  private let console: any Console
  private let activity: Activity
  private let effects: EffectTracker
  private let navigationReport: @MainActor () -> String
  private let customCommands: [String: CustomCommand]
  /// Actions reduced by the observed stores so far: how the session sees effects finishing.
  private var reduced = 0
  /// The last frame drawn: what `expect` looks at and what a repeated frame is compared to.
  public private(set) var lastFrame: String?
  /// How long each quiet round sleeps, for work on other threads to land: a millisecond for a
  /// person's app on real clients; the navigation map, whose clients answer at once, passes
  /// less and explores faster.
  private let quietPause: Duration

  /// - Parameters:
  ///   - host: the app's root view, hosted.
  ///   - activity: the work its clients and clock report.
  ///   - effects: the tracker the store's root reducer was wrapped in: its running effects.
  ///   - navigationReport: the navigation state for `show nav` (`nav.items`, stages…).
  ///   - customCommands: the app's own commands.
  ///   - quietPause: each quiet round's sleep (see `waitUntilQuiet`).
  public init(
    host: ViewHost, activity: Activity, effects: EffectTracker = EffectTracker(),
    console: any Console,
    navigationReport: @escaping @MainActor () -> String,
    customCommands: [CustomCommand] = [], quietPause: Duration = .milliseconds(1)
  ) {
    self.quietPause = quietPause
    self.host = host
    self.activity = activity
    self.effects = effects
    self.console = console
    self.navigationReport = navigationReport
    self.parser = CommandParser(customCommands: customCommands)
    self.customCommands = Dictionary(
      customCommands.map { ($0.names[0], $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Watches a store: its reduced actions mark the screen for drawing, and keep the session
  /// waiting while they come.
  public func observe<State, Action>(_ store: Store<State, Action>) {
    host.observe(store) { [weak self] in self?.reduced += 1 }
  }

  /// Parses and runs one typed line. A blank line or comment does nothing.
  public func run(line: String) async throws(CommandError) -> Outcome {
    guard let command = try parser.parse(line) else { return .proceed }
    return try await run(command)
  }

  /// Runs a command and prints what follows; throws when it is unknown or impossible here,
  /// with a message that lists what is possible. The app is unchanged after a throw.
  public func run(_ command: Command) async throws(CommandError) -> Outcome {
    switch command {
    case let .gesture(gesture):
      try perform(gesture)
      await draw()
    case let .numbered(number):
      try perform(try gesture(numbered: number))
      await draw()
    case .show:
      await draw(always: true)
    case .showNavigation:
      console.out(navigationReport())
    case let .expect(text):
      let screen = lastFrame ?? host.render()
      guard screen.contains(text) else {
        throw CommandError("Expected the screen to show “\(text)”; it does not.")
      }
    case let .custom(name, argument):
      guard let custom = customCommands[name] else {
        throw CommandError("Unknown command “\(name)”. Type `help` for the commands.")
      }
      do {
        console.out(try custom.run(argument))
      } catch let error as CommandError {
        throw error
      } catch {
        throw CommandError("`\(name)` failed: \(error)")
      }
    case .help:
      console.out(HelpText.text(custom: Array(customCommands.values), now: host.availableGestures))
    case .quit:
      return .quit
    }
    return .proceed
  }

  /// Draws the first frames of the app, after the effects its first screen starts.
  public func start() async {
    await draw(always: true)
  }

  // MARK: Gestures

  private func perform(_ gesture: Gesture) throws(CommandError) {
    do {
      try host.perform(gesture)
    } catch {
      throw CommandError("\(error)")
    }
  }

  /// The gesture listed `number`th under the frame, if it needs no text.
  private func gesture(numbered number: Int) throws(CommandError) -> Gesture {
    let available = host.availableGestures
    guard number <= available.count else {
      throw CommandError(
        "There \(available.count == 1 ? "is 1 gesture" : "are \(available.count) gestures") on this screen; \(number) is not one of them."
      )
    }
    switch available[number - 1] {
    case let .tap(label): return .tap(label)
    case let .toggle(label): return .toggle(label)
    case .back: return .back
    case .popToRoot: return .popToRoot
    case .dismissSheet: return .dismissSheet
    case let .chooseAlertButton(label): return .chooseAlertButton(label)
    case let .selectTab(label): return .selectTab(label)
    case let needsText:
      throw CommandError("Gesture \(number) needs text; type it out: \(needsText).")
    }
  }

  // MARK: Frames

  /// Draws until the screen settles and the app is quiet, printing each new frame.
  private func draw(always: Bool = false) async {
    var printedOne = false
    var rounds = 0
    repeat {
      rounds += 1
      for frame in host.settle() where frame != lastFrame || (always && !printedOne) {
        if printedOne { console.out("  ⋯") }
        console.out(frame)
        lastFrame = frame
        printedOne = true
      }
      await waitUntilQuiet()
    } while host.needsRender && rounds < 20
    if host.needsRender {
      console.out("(the screen keeps changing; stopped drawing after \(rounds) rounds)")
    } else if !printedOne {
      console.out("(the screen did not change)")
    }
  }

  /// Returns once the tracked store runs no effect, no tracked work is in flight, and the
  /// stores reduced nothing for a few rounds of yielding. The effect count is exact (the
  /// tracker counts an action's effect from the moment it is reduced); the activity
  /// covers client work outside effects; the quiet rounds let a just-finished effect's last
  /// action land. Gives up after `timeout`, so a never-ending effect cannot hang a script.
  public func waitUntilQuiet(timeout: Duration = .seconds(10)) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var quietRounds = 0
    while quietRounds < 3 {
      let before = reduced
      for _ in 0..<20 { await Task.yield() }
      try? await Task.sleep(for: quietPause)
      let idle = activity.isIdle && effects.isIdle
      quietRounds = idle && reduced == before ? quietRounds + 1 : 0
      if clock.now > deadline {
        console.out("(still busy after \(timeout); drawing the screen as it is)")
        return
      }
    }
  }
}
