import AppMap
import HeadlessUI
import ThirdPartyShim

/// An app under model-based test: a store with test dependencies, hosted headless, plus the
/// model of what its state must satisfy.
///
/// A harness knows its app (which steps make sense, which invariants hold); the
/// `ModelDriver` knows how to run a step and wait for its effects, the same for every app.
@MainActor
public protocol ModelHarness: AnyObject {
  /// The app's name in messages and summaries: `shop`, `bookshelf`.
  static var name: String { get }

  /// A fresh app at launch.
  init()

  /// The headless host over the app's root view.
  var host: ViewHost { get }
  /// The instrumented clients' calls: the in-flight effects.
  var calls: GatedCalls { get }
  /// The clock time-based effects sleep on.
  var clock: TestClock<Duration> { get }

  /// A step that makes sense now: something on screen, or an event the world may send.
  func nextStep(_ rng: inout SplitMix64) -> ModelStep

  /// Pops `count` levels of the top-most stack through the store; false if nothing is pushed.
  func programmaticPop(_ count: Int) -> Bool

  /// How the in-flight effects differ from the ones the state implies (a spinner needs its
  /// request, a request needs its spinner); `nil` when they agree. Used both to wait for
  /// effects to settle and, once the wait times out, as a violation.
  func effectMismatch() -> String?

  /// The navigation invariants that do not hold right now.
  func violations() -> [String]

  /// Cancels everything the app runs: the end of a journey.
  func tearDown()

  /// Quits and launches again from the saved state; false if the app does not save its
  /// navigation. What the relaunch got wrong is reported by the next `violations()`.
  func relaunch() -> Bool

  /// What a quit waits for, as the App's shell waits for writes to reach the disk; bounded.
  func prepareToQuit() async

  /// The client calls a launch from the current state waits on before it shows what it
  /// restored (Bookshelf: the library's load), answered by a `.relaunchAndRestore` step.
  var restoringCalls: [String] { get }

  /// What the person sees (the frame) and what `show nav` says, when a relaunch is meant to
  /// bring all of it back; `nil` while something on screen is not restored (a sheet, an
  /// alert, a notice, work in flight), so a relaunch from here is not compared.
  func restorableScreen() -> String?

  /// How deep the screen is, in the unit the app recurses in (Bookshelf: book screens on the
  /// stack; Shop: screens on its stack): what `ModelCoverage` measures.
  var depth: Int { get }

  /// The screen kind on screen, as the navigation map names it (`AppMap`'s subject for this
  /// app decides): what transition coverage compares with the map.
  var mapScreen: Screen { get }
  /// The gesture in the map's general form (`tap a product`, `open shop://checkout/<product>`);
  /// `nil` for one the map has no edge for (a link no pattern allows).
  func mapGesture(_ gesture: Gesture, frame: String) -> String?
}

extension ModelHarness {
  public func relaunch() -> Bool { false }
  public func prepareToQuit() async {}
  public var restoringCalls: [String] { [] }
  public func restorableScreen() -> String? { nil }
}
