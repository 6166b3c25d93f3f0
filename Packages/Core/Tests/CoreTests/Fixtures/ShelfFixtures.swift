import Core
import Foundation
import ThirdPartyShim

/// One feature standing on the stack many times: a shelf of books, each book a small sub-flow
/// with a notes screen of its own.
enum ShelfPath: Hashable, Sendable {
  case book(Int)
  case notes
}

struct ShelfBook: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    @Shared var nav: NavigationState
    var ticks = 0
    var notes: ReceiptFeature.State?

    init(id: Int, nav: Shared<NavigationState>) {
      self.id = id
      self._nav = nav
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case startTimer
    case tick
    case startWork
    case openNotes
    case tappedRelated(Int)
    case notes(ReceiptFeature.Action)
    case pathDidChange(NavigationPath)
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case openBook(Int) }
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.shelfWork) var work

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimer:
        return .ticking(.tick, on: clock)
      case .tick:
        state.ticks += 1
        return .none
      case .startWork:
        return .run { [work, id = state.id] _ in await work.run(id) }
      case .openNotes:
        state.notes = ReceiptFeature.State()
        return .none
      case let .tappedRelated(id):
        return .send(.delegate(.openBook(id)))
      case .notes, .pathDidChange, .delegate:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.ifLet(\.notes, action: \.notes, path: ShelfPath.notes) { ReceiptFeature() }
    }
  }
}

struct Shelf: Reducer {
  struct State: Equatable, Sendable {
    @Shared(value: NavigationState()) var nav
    var books: IdentifiedArrayOf<ShelfBook.State> = []

    /// A shelf showing `ids`, bottom first, built before any store (the store pushes them).
    static func showing(_ ids: Int...) -> Self {
      var state = Self()
      for id in ids { state.books.append(ShelfBook.State(id: id, nav: state.$nav)) }
      return state
    }
  }
  enum Action: Equatable, Sendable, CasePathable {
    case open(Int)
    case close(Int)
    case backToFirst
    case books(IdentifiedActionOf<ShelfBook>)
    case pathDidChange(NavigationPath)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(id), let .books(.element(_, .delegate(.openBook(id)))):
        state.books.append(ShelfBook.State(id: id, nav: state.$nav))
        return .none
      case let .close(id):
        state.books.remove(id: id)
        return .none
      case .backToFirst:
        if let first = state.books.first {
          state.$nav.withLock { $0.popTo(ShelfPath.book(first.id)) }
        }
        return .none
      case .books, .pathDidChange:
        return .none
      }
    }
    .navigationStackContext(nav: \.$nav, pathAction: \.pathDidChange) { context in
      context.forEach(
        \.books, action: \.books, path: { ShelfPath.book($0) }, relayTo: \.pathDidChange
      ) {
        ShelfBook()
      }
    }
  }
}

/// Work that runs until it is cancelled, recording whose: the property test's gated client.
final class ShelfWork: @unchecked Sendable {
  // Unchecked: every field is guarded by `lock`.
  private let lock = NSLock()
  private var _running: Set<Int> = []
  private var _cancelled: [Int] = []

  var running: Set<Int> { lock.withLock { _running } }
  var cancelled: [Int] { lock.withLock { _cancelled } }

  func run(_ id: Int) async {
    lock.withLock { _ = _running.insert(id) }
    while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
    lock.withLock {
      _running.remove(id)
      _cancelled.append(id)
    }
  }
}

private enum ShelfWorkKey: DependencyKey {
  static let liveValue = ShelfWork()
}

extension DependencyValues {
  var shelfWork: ShelfWork {
    get { self[ShelfWorkKey.self] }
    set { self[ShelfWorkKey.self] = newValue }
  }
}
