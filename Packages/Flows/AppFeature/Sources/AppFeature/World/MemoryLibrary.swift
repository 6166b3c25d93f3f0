import AppDomain

/// The test storage: the same operations as `FileLibrary`, in memory, so a test can read
/// back what the app stored.
public actor MemoryLibrary {
  public private(set) var catalog: Catalog
  public private(set) var settings: AppSettings

  public init(catalog: Catalog, settings: AppSettings = AppSettings()) {
    self.catalog = catalog
    self.settings = settings
  }

  /// The storage interface over this actor.
  public nonisolated var storage: LibraryStorage {
    LibraryStorage(
      load: { await self.catalog },
      save: { book in await self.update { $0.update(book) } },
      delete: { id in await self.update { $0.remove(bookID: id) } },
      saveSettings: { settings in await self.replaceSettings(settings) })
  }

  private func update(_ change: (inout Catalog) -> Void) { change(&catalog) }
  private func replaceSettings(_ settings: AppSettings) { self.settings = settings }
}
