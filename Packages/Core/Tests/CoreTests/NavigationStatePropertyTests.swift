import Core
import CoreTestSupport
import ThirdPartyShim
import XCTest

/// Thousands of random operation sequences, checking `path.count == items.count` after every
/// step, plus a model of the expected items. Seeded and deterministic: a failure names its
/// seed and step, and `NAV_PROPERTY_SEED=<seed>` replays it.
final class NavigationStatePropertyTests: XCTestCase {
  /// `a` and `c` share a hash: the stack must tell them apart by value.
  enum Tag: Hashable, Sendable, CaseIterable {
    case a, b, c, d
    func hash(into hasher: inout Hasher) {
      switch self {
      case .a, .c: hasher.combine(0)
      case .b: hasher.combine(1)
      case .d: hasher.combine(2)
      }
    }
  }

  func testInvariantHoldsUnderRandomOperations() {
    let seeds: [UInt64]
    if let replay = ProcessInfo.processInfo.environment["NAV_PROPERTY_SEED"].flatMap(UInt64.init) {
      seeds = [replay]
    } else {
      seeds = (0..<2_000).map { 0x5EED_0000 &+ $0 }
    }
    for seed in seeds {
      guard run(seed: seed, steps: 60) else { return }
    }
  }

  /// Runs one sequence; returns false (after recording a failure) at the first broken step.
  private func run(seed: UInt64, steps: Int) -> Bool {
    var rng = SplitMix64(seed: seed)
    var nav = NavigationState()
    var model: [Tag] = []
    for step in 0..<steps {
      let tag = Tag.allCases[Int(rng.next() % 4)]
      let operation = rng.next() % 9
      var description = ""
      _ = collectIssuesSynchronously {
        switch operation {
        case 0, 1:
          description = "append(\(tag))"
          nav.append(tag)
          model.append(tag)
        case 2:
          description = "popTo(\(tag))"
          nav.popTo(tag)
          if let index = model.lastIndex(of: tag) { model.removeSubrange((index + 1)...) }
        case 3:
          description = "popPast(\(tag))"
          nav.popPast(tag)
          if let index = model.lastIndex(of: tag) { model.removeSubrange(index...) }
        case 4:
          description = "popToRoot()"
          nav.popToRoot()
          model.removeAll()
        case 5:
          let keep = model.isEmpty ? 0 : Int(rng.next() % UInt64(model.count + 1))
          description = "path = prefix(\(keep))"
          nav.path = NavigationPath(model.prefix(keep))
          model.removeSubrange(keep...)
        case 6:
          // A back-swipe's write: a shorter path taken from the stack's own, sharing its nodes.
          let keep = model.isEmpty ? 0 : Int(rng.next() % UInt64(model.count + 1))
          description = "path = own path shortened to \(keep)"
          var shorter = nav.path
          shorter.removeLast(model.count - keep)
          nav.path = shorter
          model.removeSubrange(keep...)
        case 7:
          // Shares the stack's lower nodes, then differs: applied only if the values agree.
          let keep = model.isEmpty ? 0 : Int(rng.next() % UInt64(model.count))
          description = "path = own path shortened to \(keep) + \(tag)"
          var other = nav.path
          other.removeLast(model.count - keep)
          other.append(tag)
          nav.path = other
          if keep < model.count, model[keep] == tag { model.removeSubrange((keep + 1)...) }
        default:
          // Misuse: a longer write. Reported, and the stack must be unchanged.
          description = "path = longer"
          nav.path = NavigationPath(model + [tag])
        }
      }
      let ok =
        nav.path.count == nav.items.count && nav.compactMap(Tag.self) == model
        && nav.items.count == model.count && nav.path == NavigationPath(model)
        && Tag.allCases.allSatisfy { nav.contains($0) == model.contains($0) }
      if !ok {
        XCTFail(
          """
          Invariant broken with seed \(seed) at step \(step) after \(description): \
          path.count \(nav.path.count), items \(nav.items), expected \(model). \
          Replay with NAV_PROPERTY_SEED=\(seed).
          """)
        return false
      }
    }
    return true
  }
}

/// A small, fast, seedable generator: the same seed always gives the same sequence.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { self.state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
