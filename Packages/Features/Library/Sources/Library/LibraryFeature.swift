import AppDomain
import ThirdPartyShim

/// The library: loads the catalog on appear and lists shelves, and a shelf's books.
///
/// `tappedShelf` and `tappedBook` are outputs: this feature does not know what a push is,
/// the app bridges them into its stack. The state is a present sibling of the app's state,
/// alive on every tab, so the app may also update it directly (an edited or deleted book).
public struct LibraryFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var catalog = Catalog()
    public var isLoaded = false
    public var isLoading = false
    /// Why the last load failed, for the screen to say so.
    public var loadError: String?
    /// How shelves list their books; the app writes it from Settings.
    public var sort: BookSort = .shelfOrder

    public init(
      catalog: Catalog = Catalog(), isLoaded: Bool = false, sort: BookSort = .shelfOrder
    ) {
      self.catalog = catalog
      self.isLoaded = isLoaded
      self.sort = sort
    }

    /// The shelves, in stored order.
    public var shelves: [Shelf] { catalog.shelves }

    /// A shelf's books in the chosen order.
    public func books(on shelfID: Shelf.ID) -> [Book] {
      sort.sorted(catalog.books(on: shelfID))
    }
  }

  public enum Action: Equatable, Sendable {
    case onAppear
    case loaded(Catalog)
    case loadFailed(String)
    case tappedRetry
    /// OUTPUT: the app pushes the shelf.
    case tappedShelf(Shelf.ID)
    /// OUTPUT: the app pushes the book.
    case tappedBook(Book.ID)
  }

  @Dependency(\.libraryClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      // Loads once: coming back to the root re-appears the list but the catalog is current,
      // since the app writes edits and deletions into it.
      guard !state.isLoaded, !state.isLoading else { return .none }
      return load(&state)
    case .tappedRetry:
      guard !state.isLoading else { return .none }
      return load(&state)
    case let .loaded(catalog):
      state.catalog = catalog
      state.isLoaded = true
      state.isLoading = false
      state.loadError = nil
      return .none
    case let .loadFailed(message):
      state.isLoading = false
      state.loadError = message
      return .none
    case .tappedShelf, .tappedBook:
      return .none
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.loadError = nil
    return .run { [client] send in
      await send(.loaded(try await client.load()))
    } catch: { error, send in
      await send(.loadFailed("The library could not be loaded (\(error))."))
    }
  }
}

/// Saves what was loaded, not a load in flight: a library restored while loading is simply
/// not loaded, and loads again when it appears. `isLoading` is left out of the keys, so the
/// synthesized conformance decodes it as its default, `false`.
extension LibraryFeature.State: Codable {
  private enum CodingKeys: String, CodingKey {
    case catalog
    case isLoaded
    case loadError
    case sort
  }
}
