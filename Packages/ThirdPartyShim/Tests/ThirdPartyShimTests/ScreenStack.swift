import ThirdPartyShim

/// A stack of screens numbered as they are pushed, as Core's `RouteStackState` is: the ids are
/// the stack's bookkeeping, not part of its equality, so a test that writes the stack by hand
/// gets fresh ids. For the diff tests of such collections.
struct ScreenStack: Equatable, Sendable, CustomReflectable {
  struct Screen: Equatable, Sendable {
    var title: String
    var reads = 0
    var tags: IdentifiedArrayOf<Tag> = []
  }
  struct Tag: Equatable, Sendable, Identifiable {
    var id: String
    var uses = 0
  }

  private(set) var entries: [(id: Int, screen: Screen)] = []
  private var nextID = 0

  init(_ screens: [Screen] = []) {
    for screen in screens { push(screen) }
  }

  var ids: [Int] { entries.map(\.id) }

  mutating func push(_ screen: Screen) {
    entries.append((nextID, screen))
    nextID += 1
  }

  mutating func remove(id: Int) {
    entries.removeAll { $0.id == id }
  }

  subscript(id id: Int) -> Screen? {
    get { entries.first { $0.id == id }?.screen }
    set {
      guard let index = entries.firstIndex(where: { $0.id == id }), let newValue else { return }
      entries[index].screen = newValue
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.map(\.screen) == rhs.entries.map(\.screen)
  }

  var customMirror: Mirror {
    Mirror(
      self, children: entries.map { (label: "#\($0.id)", value: $0.screen as Any) },
      displayStyle: .collection)
  }
}

/// Screens on a stack, changed by id: the reducer a stack-of-screens diff is read against.
struct Reading: Reducer {
  struct State: Equatable, Sendable {
    var screens = ScreenStack()
    var shelves: [String: IdentifiedArrayOf<ScreenStack.Tag>] = [:]
    var labels: Set<String> = []
  }
  enum Action: Equatable, Sendable {
    case push(String)
    case read(Int)
    case remove(Int)
    case tag(Int, String)
    case useTag(Int, String)
    case shelve(String, tag: String)
    case label(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .push(title):
      state.screens.push(ScreenStack.Screen(title: title))
    case let .read(id):
      state.screens[id: id]?.reads += 1
    case let .remove(id):
      state.screens.remove(id: id)
    case let .tag(id, tag):
      state.screens[id: id]?.tags.append(ScreenStack.Tag(id: tag))
    case let .useTag(id, tag):
      state.screens[id: id]?.tags[id: tag]?.uses += 1
    case let .shelve(shelf, tag):
      state.shelves[shelf, default: []].append(ScreenStack.Tag(id: tag))
    case let .label(label):
      state.labels.insert(label)
    }
    return .none
  }
}
