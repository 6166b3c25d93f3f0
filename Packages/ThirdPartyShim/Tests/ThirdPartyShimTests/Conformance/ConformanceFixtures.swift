import ThirdPartyShim

/// Actions the conformance tests name by case key path (`send(\.tap)`, `receive(\.reply, 42)`).
enum Relay {
  enum Action: Equatable, Sendable, CasePathable {
    case tap
    case press
    case reply(Int)
    case rename(String)
  }

  /// `tap` replies 42; `press` adds one and replies with its square; `rename` replies with the
  /// name's length.
  static var reducer: Reduce<Int, Action> {
    Reduce { state, action in
      switch action {
      case .tap:
        return .send(.reply(42))
      case .press:
        state += 1
        return .send(.reply(state * state))
      case let .rename(name):
        return .send(.reply(name.count))
      case .reply:
        return .none
      }
    }
  }
}

/// A feature whose appearance answers twice at once, each answer counted.
struct TwoAnswers: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var number = 0
    var text = ""
  }
  enum Action: Equatable, Sendable, CasePathable {
    case appeared
    case number(Int)
    case text(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        state = State()
        return .merge(.send(.number(42)), .send(.text("Hello")))
      case let .number(number):
        state.count += 1
        state.number = number
        return .none
      case let .text(text):
        state.count += 1
        state.text = text
        return .none
      }
    }
  }
}

/// A payload that cannot be compared: received by its case only.
struct Opaque: Sendable {}

enum OpaqueAction: Sendable, CasePathable {
  case tap
  case response(Opaque)
}

/// A counter held in a shared reference, changed in the step that says so: by an action, by a
/// delegate action sent back at once, or by an effect with no action at all.
struct SharedTally: Reducer {
  struct State: Equatable, Sendable {
    @Shared var count: Int
    var note = ""
  }
  enum Action: Equatable, Sendable, CasePathable {
    case bump
    case bumpThroughDelegate
    case bumpInEffect
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case bumped }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.$count.withLock { $0 += 1 }
        return .none
      case .bumpThroughDelegate:
        state.note = "asked"
        return .send(.delegate(.bumped))
      case .bumpInEffect:
        let count = state.$count
        return .run { _ in count.withLock { $0 += 1 } }
      case .delegate(.bumped):
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

/// A state whose equality ignores a cache, as a hand-written `==` may: the store compares with
/// `==`, so a change to the cache alone is no change.
struct Cached: Equatable, Sendable {
  var value = 0
  var cache = 0
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}
