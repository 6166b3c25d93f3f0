import Foundation
import HeadlessUI

/// One thing that happens to an app under test: a person's gesture, or an event from
/// outside the screen (a programmatic pop, a client answering, time passing).
///
/// Steps are data, so a failing journey can be printed, replayed and shrunk; a step that no
/// longer applies during replay (its button is gone) is skipped, not an error.
public enum ModelStep: Hashable, Sendable, CustomStringConvertible {
  /// A gesture on the current screen, through the headless host: tap, type, toggle, back,
  /// root, dismiss, alert button, tab, open a deep link.
  case gesture(Gesture)
  /// `count` back swipes with no frame drawn in between: fast gestures.
  case backSwipes(Int)
  /// The flow pops `count` levels itself, through its store, not through a gesture.
  case programmaticPop(Int)
  /// The pending client call of this kind (`charge`, `load`, `save`) answers or fails.
  case complete(call: String, succeeds: Bool)
  /// The test clock moves on: a payment's timeout fires.
  case advanceClock(seconds: Int)
  /// Quit and launch again: the state is saved, read back and given to a new store; what was
  /// in flight stops.
  case relaunch
  /// Quit, launch again and let the launch finish (the calls it waits on answer): the frame
  /// and the navigation must be the ones left, when everything on screen is restorable.
  case relaunchAndRestore

  public var description: String {
    switch self {
    case let .gesture(gesture): gesture.description
    case let .backSwipes(count): "back ×\(count)"
    case let .programmaticPop(count): "pop \(count) (programmatic)"
    case let .complete(call, succeeds): "\(call) \(succeeds ? "succeeds" : "fails")"
    case let .advanceClock(seconds): "clock +\(seconds)s"
    case .relaunch: "quit and relaunch"
    case .relaunchAndRestore: "quit, relaunch and restore"
    }
  }
}
