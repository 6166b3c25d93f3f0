import AppDomain
import ThirdPartyShim

/// How the editor persists a book: an interface, so the feature never knows where books are
/// stored. The app's World installs the implementation.
public struct EditorClient: Sendable {
  public var save: @Sendable (Book) async throws -> Void

  public init(save: @escaping @Sendable (Book) async throws -> Void) {
    self.save = save
  }
}

extension EditorClient: DependencyKey {
  /// Unimplemented on purpose: the live implementation belongs to the app (its World), so a
  /// store built without one says so instead of pretending the book was saved.
  public static var liveValue: EditorClient { .unimplemented }
  public static var testValue: EditorClient { .unimplemented }

  /// Reports its use, then fails the save: a test that did not provide a client fails.
  public static var unimplemented: EditorClient {
    EditorClient { _ in
      reportIssue(
        "Unimplemented: 'EditorClient.save' was called. Install one: "
          + "withDependencies: { $0.editorClient = EditorClient { … } }.")
      throw UnimplementedEditorClient()
    }
  }
}

extension DependencyValues {
  /// The persistence the editor saves through.
  public var editorClient: EditorClient {
    get { self[EditorClient.self] }
    set { self[EditorClient.self] = newValue }
  }
}

/// The error an unimplemented client throws after reporting itself.
public struct UnimplementedEditorClient: Error, Equatable, Sendable {
  public init() {}
}
