import AppDomain
import AppFeature
import AppMap
import AppShell
import Checkout
import Core
import Foundation
import HeadlessUI
import Payment
import ThirdPartyShim

/// The Bookshelf app under model-based test: `RootView` over an `AppFeature` store in a test
/// World (memory storage) whose load and save wait for a step to answer, with the gated
/// payment gateway and a `TestClock` for the checkout it presents.
@MainActor
public final class BookshelfHarness: ModelHarness {
  public static let name = "bookshelf"
  public private(set) var store: StoreOf<AppFeature>
  public private(set) var host: ViewHost
  /// Counts the store's effects and ends them at a relaunch or when the journey is over.
  private var effects: EffectTracker
  public let calls = GatedCalls()
  public let clock = TestClock()
  /// Deletes and settings being written: what a quit waits for.
  public let writes = WritesInFlight()
  /// The library's storage, kept across a relaunch as a disk would be.
  private var world: World
  /// What the last relaunch got wrong, reported (once) by `violations()`.
  private var relaunchProblems: [String] = []

  public init() {
    let (calls, writes) = (calls, writes)
    let memory = MemoryLibrary(catalog: .sample).storage
    let storage = LibraryStorage(
      load: {
        try await calls.wait("load")
        return try await memory.load()
      },
      save: { book in
        try await calls.wait("save")
        try await memory.save(book)
      },
      delete: { id in try await writes.track { try await memory.delete(id) } },
      saveSettings: { settings in try await writes.track { try await memory.saveSettings(settings) } })
    world = World(storage: storage, settings: AppSettings())
    (store, host, effects) = Self.launch(world.initialState, world: world, calls: calls, clock: clock)
  }

  private static func launch(
    _ state: AppFeature.State, world: World, calls: GatedCalls, clock: TestClock<Duration>
  ) -> (StoreOf<AppFeature>, ViewHost, EffectTracker) {
    let effects = EffectTracker()
    let store = Store(initialState: state) {
      effects.tracking { AppFeature() }
    } withDependencies: {
      world.install(into: &$0)
      $0.continuousClock = clock
      $0.paymentClient = PaymentClient { request in
        try await calls.wait("charge")
        return "order-\(request.productID.prefix(20))"
      }
    }
    let host = ViewHost(RootView(store: store))
    host.observe(store)
    return (store, host, effects)
  }

  /// Saves the tab and the stack, quits (what runs stops: a save in flight is lost, as on a
  /// device), reads them back and launches on the same library: the tab at once, the stack
  /// waiting for the library's load, no sheet or alert.
  public func relaunch() -> Bool {
    let saved = store.state.savedNavigation
    let read: AppFeature.State.SavedNavigation
    do {
      read = try JSONDecoder().decode(
        AppFeature.State.SavedNavigation.self, from: JSONEncoder().encode(saved))
    } catch {
      relaunchProblems.append("relaunch: the saved navigation could not be read back: \(error)")
      return true
    }
    checkWholeStateRoundTrip(store.state)
    effects.cancelAll()
    // The settings file was written when they changed (`prepareToQuit` waited for it).
    world.settings = store.state.settings
    var state = world.initialState
    state.restore(read)
    (store, host, effects) = Self.launch(state, world: world, calls: calls, clock: clock)
    let restored = store.state
    if restored.tab != saved.tab || restored.restoredPath != (saved.path.isEmpty ? nil : saved.path)
      || !restored.path.isEmpty || restored.editor != .dismissed || restored.checkout != .dismissed
    {
      relaunchProblems.append("relaunch: saved \(saved), launched with \(restored)")
    }
    return true
  }

  /// The whole state as a document (what the App does not save, but a host could): it must
  /// read back as it was, minus the work in flight and the animations, which are not saved.
  private func checkWholeStateRoundTrip(_ state: AppFeature.State) {
    do {
      let read = try AppFeature.State.restored(from: state.saved())
      let expected = Self.withoutWorkInFlight(state)
      if read != expected {
        relaunchProblems.append("relaunch: the whole state read back as\n\(read)\nnot\n\(expected)")
      }
    } catch {
      relaunchProblems.append("relaunch: the whole state could not be read back: \(error)")
    }
  }

  /// `state` as a document keeps it: loads, saves and charges not started, sheets on their way
  /// out gone.
  static func withoutWorkInFlight(_ state: AppFeature.State) -> AppFeature.State {
    var state = state
    state.library.isLoading = false
    switch state.editor {
    case var .presented(editor):
      editor.isSaving = false
      state.editor = .presented(editor)
    case .dismissing, .dismissed: state.editor = .dismissed
    }
    switch state.checkout {
    case var .presented(checkout):
      checkout.payment?.isProcessing = false
      checkout.payment?.alert = nil
      state.checkout = .presented(checkout)
    case .dismissing, .dismissed: state.checkout = .dismissed
    }
    return state
  }

  public func prepareToQuit() async {
    if !(await writes.drain()) {
      relaunchProblems.append("relaunch: a storage write was still running after 2 s")
    }
  }

  /// The library's load, when the library was loaded and the Library tab shows: the load
  /// the launch starts before it shows the saved stack.
  public var restoringCalls: [String] {
    let state = store.state
    return state.tab == .library && state.library.isLoaded && !state.library.isLoading ? ["load"] : []
  }

  /// The frame and the navigation (the harness's `show nav`: tab, stack, each book screen,
  /// the sheets), when nothing on screen is left out of what is saved: no sheet, no delete
  /// question, no notice, no work in flight, the library loaded and on screen.
  public func restorableScreen() -> String? {
    let state = store.state
    guard state.tab == .library, state.library.isLoaded, !state.library.isLoading,
      state.library.loadError == nil, state.editor == .dismissed, state.checkout == .dismissed,
      state.notice == nil, state.pendingDeepLink == nil, state.restoredPath == nil,
      !state.books.contains(where: \.confirmingDelete)
    else { return nil }
    return host.render() + "\n" + Self.navigation(state)
  }

  /// What `show nav` says about the state, in the harness's words.
  static func navigation(_ state: AppFeature.State) -> String {
    let books = state.books.map { "\($0.book.id) “\($0.book.title)” related \($0.related.map(\.id))" }
    return """
      tab: \(state.tab)
      path: \(state.path)
      books: \(books.joined(separator: "; "))
      sort: \(state.library.sort)
      """
  }

  /// Book screens on the stack.
  public var depth: Int { store.state.books.count }

  /// How much more likely a related book's tap is than any other step: what takes journeys
  /// several book screens deep (`BookshelfModelTests` asserts they get there).
  static let relatedTapWeight = 8
  /// How many more chances a deep stack (several book screens) gives a relaunch that is
  /// compared, and a valid link that replaces the stack.
  static let deepStepWeight = 2

  static let texts = ["Dune II", "", "   ", "SAVE10", "bogus", String(repeating: "é", count: 200)]

  public func nextStep(_ rng: inout SplitMix64) -> ModelStep {
    var options = ModelSteps.fromScreen(host.availableGestures, rng: &rng, texts: Self.texts) {
      rng in rng.pick(DeepLinkCorpus.bookshelf + DeepLinkCorpus.shop.prefix(2))
    }
    if !store.path.isEmpty || !(store.checkout.wrapped?.nav.isEmpty ?? true) {
      options.append(.programmaticPop(1 + rng.below(3)))
    }
    let related = Set(store.book?.related.map(\.title) ?? [])
    for case let .gesture(.tap(label)) in options where related.contains(label) {
      options += Array(repeating: .gesture(.tap(label)), count: Self.relatedTapWeight - 1)
    }
    // The checkout sheet is three gestures deep and a relaunch drops it: while it is up, what
    // it offers weighs double, so journeys get through its own stack (transition coverage).
    if store.checkout.wrapped != nil {
      options += ModelSteps.fromScreen(host.availableGestures, rng: &rng, texts: Self.texts) {
        rng in rng.pick(DeepLinkCorpus.bookshelf)
      }
    }
    options += ModelSteps.fromWorld(calls: calls, clock: clock, rng: &rng)
    options += [.relaunch, .relaunchAndRestore]
    // Deep stacks are where a relaunch has the most to bring back, and where a link has the
    // most to replace.
    if depth >= ModelCoverage.deepRelaunchDepth {
      options += Array(repeating: .relaunchAndRestore, count: Self.deepStepWeight)
    }
    if depth >= 2, host.availableGestures.contains(.openURL) {
      let link = rng.pick(Array(DeepLinkCorpus.bookshelf.prefix(4)))
      options += Array(repeating: .gesture(.openURL(link)), count: Self.deepStepWeight)
    }
    return rng.pick(options)
  }

  /// Pops through the store: the checkout sheet's own stack if it has pushed steps, otherwise
  /// the Library tab's path (`.nav(.pop)`, or `.popToRoot` for everything).
  public func programmaticPop(_ count: Int) -> Bool {
    if let checkout = store.checkout.wrapped, !checkout.nav.isEmpty {
      var path = checkout.nav.path
      path.removeLast(min(count, path.count))
      store.send(.checkout(.presented(.pathDidChange(path))))
      return true
    }
    guard !store.path.isEmpty else { return false }
    if count >= store.path.count {
      store.send(.nav(.popToRoot))
    } else {
      for _ in 0..<count { store.send(.nav(.pop)) }
    }
    return true
  }

  public func effectMismatch() -> String? {
    let state = store.state
    let expected = [
      "load": state.library.isLoading ? 1 : 0,
      "save": state.editor.wrapped?.isSaving == true ? 1 : 0,
      "charge": state.checkout.wrapped?.payment?.isProcessing == true ? 1 : 0,
    ]
    var differences: [String] = []
    for (kind, count) in expected.sorted(by: { $0.key < $1.key }) where calls.liveCount(kind) != count {
      differences.append("\(kind): state implies \(count), \(calls.liveCount(kind)) in flight")
    }
    if clock.sleeperCount != expected["charge"] {
      differences.append(
        "timeouts sleeping: \(clock.sleeperCount), payments processing: \(expected["charge"] ?? 0)")
    }
    return differences.isEmpty ? nil : differences.joined(separator: "; ")
  }

  public func violations() -> [String] {
    let state = store.state
    var problems = relaunchProblems
    relaunchProblems = []
    let bookRoutes: [Book.ID] = state.path.compactMap { if case let .book(id) = $0 { id } else { nil } }
    if state.books.map(\.book.id) != bookRoutes {
      problems.append("book states \(state.books.map(\.book.id)) do not match the stack: \(state.path)")
    }
    switch (state.book?.book.id, bookRoutes.last) {
    case let (shown?, routed?) where shown != routed:
      problems.append("book state \(shown) under route book(\(routed))")
    case let (shown?, nil): problems.append("book state \(shown) without a book route: \(state.path)")
    case let (nil, routed?): problems.append("book route \(routed) without book state")
    default: break
    }
    if state.library.isLoaded {
      for route in state.path {
        switch route {
        case let .shelf(id) where state.library.catalog.shelf(id: id) == nil:
          problems.append("shelf \(id) on the stack is not in the catalog")
        case let .book(id) where state.library.catalog.book(id: id) == nil:
          problems.append("book \(id) on the stack is not in the catalog")
        default: break
        }
      }
    }
    problems += presentationViolations(state)
    if let checkout = state.checkout.wrapped {
      problems += StackModel.check(checkout.nav, name: "checkout sheet stack")
      problems += StackModel.presence(
        [
          (CheckoutPath.checkout, false), (.payment, checkout.payment != nil),
          (.receipt, checkout.receipt != nil),
        ],
        on: checkout.nav.compactMap(CheckoutPath.self), name: "checkout sheet stack")
      problems += ShopHarness.checkoutStages(checkout, name: "checkout sheet")
    }
    return problems
  }

  /// Legal stages once the screen has settled: nothing left half-dismissed (its `onDismiss`
  /// ran), one sheet at a time, a sheet only over its book on top of the Library tab.
  private func presentationViolations(_ state: AppFeature.State) -> [String] {
    var problems: [String] = []
    if case .dismissing = state.editor {
      problems.append("editor stuck in .dismissing after the screen settled")
    }
    if case .dismissing = state.checkout {
      problems.append("checkout stuck in .dismissing after the screen settled")
    }
    if state.editor.wrapped != nil, state.checkout.wrapped != nil {
      problems.append("editor and checkout are presented together")
    }
    let bookOnTop: Book.ID? = if case let .book(id)? = state.path.last { id } else { nil }
    if let editor = state.editor.wrapped {
      if editor.book.id != bookOnTop || state.book?.book.id != editor.book.id {
        problems.append("editor for book \(editor.book.id) is not over that book's screen: \(state.path)")
      }
    }
    if state.checkout.wrapped != nil, bookOnTop == nil || state.book == nil {
      problems.append("checkout is presented without its book screen: \(state.path)")
    }
    if state.editor.wrapped != nil || state.checkout.wrapped != nil, state.tab != .library {
      problems.append("a sheet is up on the \(state.tab) tab")
    }
    return problems
  }

  public func tearDown() { effects.cancelAll() }

  public var mapScreen: Screen { BookshelfSubject.screen(of: store.state) }

  public func mapGesture(_ gesture: Gesture, frame: String) -> String? {
    if case let .openURL(url) = gesture {
      return BookshelfSubject.deepLinks.first { $0.matches(url) }?.gesture
    }
    return BookshelfSubject.general(gesture, state: store.state, frame: frame)
  }
}
