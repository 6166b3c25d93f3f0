import Foundation
import HeadlessUI
import ThirdPartyShim

/// The step choices every harness shares: what the screen offers, and what the world may do.
@MainActor
public enum ModelSteps {
  /// One step per gesture on screen; back also as fast multi-level swipes, a text field with
  /// one of `texts`, a URL handler with a link from `link`.
  public static func fromScreen(
    _ gestures: [AvailableGesture], rng: inout SplitMix64, texts: [String],
    link: (inout SplitMix64) -> URL
  ) -> [ModelStep] {
    var options: [ModelStep] = []
    for gesture in gestures {
      switch gesture {
      case let .tap(label): options.append(.gesture(.tap(label)))
      case let .type(field): options.append(.gesture(.type(field: field, text: rng.pick(texts))))
      case let .toggle(label): options.append(.gesture(.toggle(label)))
      case .back: options += [.gesture(.back), .backSwipes(2 + rng.below(2))]
      case .popToRoot: options.append(.gesture(.popToRoot))
      case .dismissSheet: options.append(.gesture(.dismissSheet))
      case let .chooseAlertButton(label): options.append(.gesture(.chooseAlertButton(label)))
      case let .selectTab(label): options.append(.gesture(.selectTab(label)))
      case .openURL: options.append(.gesture(.openURL(link(&rng))))
      }
    }
    return options
  }

  /// Effect completions in any order: each pending call may answer or fail (weighted up, so
  /// journeys get past spinners), and a sleeping timeout may fire or not yet.
  public static func fromWorld(calls: GatedCalls, clock: TestClock<Duration>, rng: inout SplitMix64)
    -> [ModelStep]
  {
    var options: [ModelStep] = []
    for kind in calls.liveKinds {
      options += [.complete(call: kind, succeeds: true), .complete(call: kind, succeeds: rng.chance(50))]
    }
    if clock.sleeperCount > 0 { options.append(.advanceClock(seconds: rng.pick([1, 29, 30, 45]))) }
    return options
  }
}
