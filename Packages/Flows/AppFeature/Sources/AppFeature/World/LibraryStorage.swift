import AppDomain
import ThirdPartyShim

/// Where the library and the settings are kept: the interface the app's reducer and the
/// features' clients are built on. The World provides the implementation: a JSON file
/// (`FileLibrary`) live, memory (`MemoryLibrary`) in tests.
public struct LibraryStorage: Sendable {
  public var load: @Sendable () async throws -> Catalog
  public var save: @Sendable (Book) async throws -> Void
  public var delete: @Sendable (Book.ID) async throws -> Void
  public var saveSettings: @Sendable (AppSettings) async throws -> Void

  public init(
    load: @escaping @Sendable () async throws -> Catalog,
    save: @escaping @Sendable (Book) async throws -> Void,
    delete: @escaping @Sendable (Book.ID) async throws -> Void,
    saveSettings: @escaping @Sendable (AppSettings) async throws -> Void
  ) {
    self.load = load
    self.save = save
    self.delete = delete
    self.saveSettings = saveSettings
  }
}

extension LibraryStorage: DependencyKey {
  /// Unimplemented on purpose: storage comes from a World, chosen once at launch; a store
  /// built without one says so at the first write instead of losing it.
  public static var liveValue: LibraryStorage { .unimplemented }
  public static var testValue: LibraryStorage { .unimplemented }

  /// Every endpoint reports its use, then throws.
  public static var unimplemented: LibraryStorage {
    @Sendable func fail(_ name: String) -> StorageError {
      reportIssue(
        "Unimplemented: 'LibraryStorage.\(name)' was called. Build the store with a World: "
          + "withDependencies: { World.test().install(into: &$0) }.")
      return StorageError(message: "LibraryStorage.\(name) is unimplemented")
    }
    return LibraryStorage(
      load: { throw fail("load") },
      save: { _ in throw fail("save") },
      delete: { _ in throw fail("delete") },
      saveSettings: { _ in throw fail("saveSettings") })
  }
}

extension DependencyValues {
  /// The app's storage; the World installs it, and the features' clients over it.
  public var libraryStorage: LibraryStorage {
    get { self[LibraryStorage.self] }
    set { self[LibraryStorage.self] = newValue }
  }
}

/// A storage failure with a message a person can read.
public struct StorageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}
