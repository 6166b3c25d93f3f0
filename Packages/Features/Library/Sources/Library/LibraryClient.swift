import AppDomain
import ThirdPartyShim

/// How the library screen gets the catalog: an interface, so the feature never knows whether
/// it comes from a JSON file or memory. The app's World installs the implementation.
public struct LibraryClient: Sendable {
  public var load: @Sendable () async throws -> Catalog

  public init(load: @escaping @Sendable () async throws -> Catalog) {
    self.load = load
  }
}

extension LibraryClient: DependencyKey {
  /// Unimplemented on purpose: the live implementation belongs to the app (its World), so a
  /// store built without one says so instead of showing an empty library.
  public static var liveValue: LibraryClient { .unimplemented }
  public static var testValue: LibraryClient { .unimplemented }

  /// Reports its use, then fails the load: a test that did not provide a client fails.
  public static var unimplemented: LibraryClient {
    LibraryClient {
      reportIssue(
        "Unimplemented: 'LibraryClient.load' was called. Install one: "
          + "withDependencies: { $0.libraryClient = LibraryClient { … } }.")
      throw UnimplementedLibraryClient()
    }
  }
}

extension DependencyValues {
  /// The catalog loader the library screen uses.
  public var libraryClient: LibraryClient {
    get { self[LibraryClient.self] }
    set { self[LibraryClient.self] = newValue }
  }
}

/// The error an unimplemented client throws after reporting itself.
public struct UnimplementedLibraryClient: Error, Equatable, Sendable {
  public init() {}
}
