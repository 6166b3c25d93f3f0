import ThirdPartyShim

/// A state with identified arrays (one nested in another), a plain array and a navigation
/// path, for the test store's diff tests: each action changes one of them. `Book` is
/// `Hashable` on purpose: a hashable value is still shown field by field.
struct Library: Reducer {
  struct Book: Hashable, Sendable, Identifiable {
    var id: Int
    var reads = 0
  }
  struct Shelf: Equatable, Sendable, Identifiable {
    var id: String
    var books: IdentifiedArrayOf<Book> = []
  }
  struct State: Equatable, Sendable {
    var books: IdentifiedArrayOf<Book> = []
    var shelves: IdentifiedArrayOf<Shelf> = []
    var log: [String] = []
    var path = NavigationPath()
  }
  enum Action: Equatable, Sendable {
    case read(Int)
    case add(Int)
    case remove(Int)
    case reverse
    case readOnShelf(String, book: Int)
    case addToShelf(String, book: Int)
    case note(String)
    case push(String)
    case pop
    case popAndPush(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .read(id):
        state.books[id: id]?.reads += 1
      case let .add(id):
        state.books.append(Book(id: id))
      case let .remove(id):
        state.books.remove(id: id)
      case .reverse:
        state.books = IdentifiedArray(state.books.reversed())
      case let .readOnShelf(shelf, book):
        state.shelves[id: shelf]?.books[id: book]?.reads += 1
      case let .addToShelf(shelf, book):
        state.shelves[id: shelf]?.books.append(Book(id: book))
      case let .note(text):
        state.log.append(text)
      case let .push(value):
        state.path.append(value)
      case .pop:
        state.path.removeLast()
      case let .popAndPush(value):
        state.path.removeLast()
        state.path.append(value)
      }
      return .none
    }
  }
}
