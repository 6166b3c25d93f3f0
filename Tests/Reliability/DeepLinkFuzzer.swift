import AppDomain
import AppFeature
import Foundation
import Library
import ShopFlow
import ThirdPartyShim

/// Feeds mutated links to both apps' deep-link parsing and checks each answer against
/// `DeepLinkOracle`: only allowlisted routes accepted, ids validated, nothing slow.
///
/// The shop's parser is public and pure, so it is called directly. The Bookshelf parser is
/// internal to AppFeature, so links go through the store as the app receives them
/// (`.openedURL`), and the resulting navigation is checked: the book is shown only for a link
/// the grammar accepts and a book the library has; anything else changes nothing but the notice.
@MainActor
public enum DeepLinkFuzzer {
  public struct Summary: Sendable {
    public var inputs = 0
    public var accepted = 0
    public var refused = 0
    /// Strings `URL(string:)` rejects: the system would not deliver them.
    public var notURLs = 0
    public var slowest: Duration = .zero
    public var seconds = 0.0
    public var failures: [String] = []

    mutating func add(_ other: Summary) {
      inputs += other.inputs
      accepted += other.accepted
      refused += other.refused
      notURLs += other.notURLs
      slowest = max(slowest, other.slowest)
      seconds += other.seconds
      failures += other.failures
    }
  }

  /// Fuzzes both apps with `count` inputs each; stops collecting after 20 failures.
  public static func run(seed: UInt64, count: Int, watchdog: Watchdog? = nil) -> Summary {
    var total = shop(seed: seed, count: count, watchdog: watchdog)
    total.add(bookshelf(seed: seed &+ 1, count: count, watchdog: watchdog))
    return total
  }

  public static func shop(seed: UInt64, count: Int, watchdog: Watchdog? = nil) -> Summary {
    var rng = SplitMix64(seed: seed)
    let mutator = StringMutator(corpus: DeepLinkCorpus.shopStrings)
    var summary = Summary()
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<count {
      let raw = index < mutator.corpus.count ? mutator.corpus[index] : mutator.next(&rng)
      summary.inputs += 1
      watchdog?.begin(raw)
      defer { watchdog?.end() }
      guard let url = URL(string: raw) else {
        summary.notURLs += 1
        continue
      }
      let before = clock.now
      let parsed = ShopDeepLinkParser.parse(url)
      summary.slowest = max(summary.slowest, clock.now - before)
      // Judged on the URL the app receives: Foundation has already normalized it.
      let expected = DeepLinkOracle.shop(url.absoluteString)
      if parsed == nil { summary.refused += 1 } else { summary.accepted += 1 }
      if parsed != expected, summary.failures.count < 20 {
        summary.failures.append(
          "shop: \(raw.debugDescription) parsed as \(String(describing: parsed)), "
            + "the allowlist says \(String(describing: expected)) (seed \(seed), input \(index))")
      }
    }
    summary.seconds = (clock.now - start) / .seconds(1)
    return summary
  }

  public static func bookshelf(seed: UInt64, count: Int, watchdog: Watchdog? = nil) -> Summary {
    var rng = SplitMix64(seed: seed)
    let mutator = StringMutator(corpus: DeepLinkCorpus.bookshelfStrings)
    var summary = Summary()
    let clock = ContinuousClock()
    let start = clock.now
    let log = WarningLog()
    let store = loadedBookshelf()
    let catalog = store.library.catalog
    for index in 0..<count {
      let raw = index < mutator.corpus.count ? mutator.corpus[index] : mutator.next(&rng)
      summary.inputs += 1
      watchdog?.begin(raw)
      defer { watchdog?.end() }
      guard let url = URL(string: raw) else {
        summary.notURLs += 1
        continue
      }
      let before = clock.now
      log.capture { store.send(.openedURL(url)) }
      summary.slowest = max(summary.slowest, clock.now - before)
      let shown: Int? = if case let .book(id)? = store.path.last { id } else { nil }
      if shown == nil { summary.refused += 1 } else { summary.accepted += 1 }
      let expected = DeepLinkOracle.bookshelf(url.absoluteString).flatMap {
        catalog.book(id: $0) == nil ? nil : $0
      }
      var problems: [String] = log.drain().map { "runtime warning: \($0)" }
      if shown != expected {
        problems.append(
          "shows book \(String(describing: shown)), the allowlist says \(String(describing: expected))")
      }
      if shown == nil, store.notice == nil { problems.append("refused without telling the user") }
      if store.path.count > 1 { problems.append("stack is \(store.path)") }
      if !problems.isEmpty, summary.failures.count < 20 {
        summary.failures.append(
          "bookshelf: \(raw.debugDescription): \(problems.joined(separator: "; ")) (seed \(seed), input \(index))"
        )
      }
      log.capture {
        if !store.path.isEmpty { store.send(.nav(.popToRoot)) }
        if store.notice != nil { store.send(.notice(.dismiss)) }
      }
    }
    summary.seconds = (clock.now - start) / .seconds(1)
    return summary
  }

  /// The Bookshelf app with the sample library already loaded, on memory storage.
  static func loadedBookshelf() -> StoreOf<AppFeature> {
    var state = AppFeature.State()
    state.library = LibraryFeature.State(catalog: .sample, isLoaded: true)
    let world = World.test(MemoryLibrary(catalog: .sample))
    return Store(initialState: state) {
      AppFeature()
    } withDependencies: {
      world.install(into: &$0)
    }
  }
}
