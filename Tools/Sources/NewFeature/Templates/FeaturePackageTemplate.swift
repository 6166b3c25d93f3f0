/// The files of a new feature package, in the shape of the documents' features (Receipt,
/// Checkout): a reducer with a delegate, a path enum, its destinations registration, a view,
/// and tests of both (an exhaustive `TestStore`, the view through the headless host as
/// snapshots, with their references recorded).
///
/// The starter behaviour is real, not a placeholder: a counter and a Done button that reports
/// `.delegate(.finished)`, so every test passes on the first build and fails if it breaks.
enum FeaturePackageTemplate {
  static func files(_ request: FeatureRequest) -> [(path: String, text: String)] {
    let name = request.name
    let feature = request.reducerType
    let sources = "\(request.packagePath)/Sources/\(name)"
    let tests = "\(request.packagePath)/Tests/\(name)Tests"
    return [
      ("\(request.packagePath)/Package.swift", manifest(request)),
      ("\(sources)/\(feature).swift", reducer(request)),
      ("\(sources)/\(request.pathType).swift", path(request)),
      ("\(sources)/\(name)Destinations.swift", destinations(request)),
      ("\(sources)/\(request.viewType).swift", view(request)),
      ("\(tests)/\(feature)Tests.swift", reducerTests(request)),
      ("\(tests)/\(request.viewType)Tests.swift", viewTests(request)),
    ] + SnapshotReferences.files(request, in: tests)
  }

  static func manifest(_ request: FeatureRequest) -> String {
    PackageManifestTemplate.manifest(
      name: request.name,
      about: [
        "\(request.name): a feature created by `make feature NAME=\(request.name)`. It shows one screen, reports",
        "Done to its host as `.delegate(.finished)`, and builds, tests and previews alone.",
      ], dependsOnCore: false)
  }

  static func reducer(_ request: FeatureRequest) -> String {
    let feature = request.reducerType
    return """
      import ThirdPartyShim

      /// \(request.name): one screen with a counter and Done.
      ///
      /// A host shows it by assigning its state under `\(request.pathType).\(request.property)` and
      /// hears back only `.delegate(.finished)`: the feature does not know whether it sits on a
      /// stack or in a sheet, so it never dismisses itself.
      public struct \(feature): Reducer {
        /// Codable so a host that saves its navigation can bring this screen back after a relaunch.
        public struct State: Equatable, Sendable, Codable {
          public var count = 0

          public init(count: Int = 0) { self.count = count }
        }

        public enum Action: Equatable, Sendable, CasePathable {
          case incrementButtonTapped
          case doneButtonTapped
          case delegate(Delegate)

          public enum Delegate: Equatable, Sendable {
            /// The user is done: the host removes this screen.
            case finished
          }
        }

        public init() {}

        public var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
              state.count += 1
              return .none

            case .doneButtonTapped:
              return .send(.delegate(.finished))

            case .delegate:
              return .none
            }
          }
        }
      }

      """
  }

  static func path(_ request: FeatureRequest) -> String {
    """
    /// \(request.name)'s screens on a navigation stack: its public navigation contract.
    ///
    /// A host pushes `.\(request.property)` by assigning `\(request.reducerType).State` and knows
    /// nothing else. A new step is a case here and a destination in
    /// `\(request.property)Destinations`, both inside this package: no host changes. Codable,
    /// so a host that saves its stack can list it among its restoration's tag types.
    public enum \(request.pathType): Hashable, Sendable, Codable {
      case \(request.property)
    }

    """
  }

  static func destinations(_ request: FeatureRequest) -> String {
    """
    import HeadlessUI
    import ThirdPartyShim

    extension View {
      /// Registers \(request.name)'s screens on the enclosing `NavigationStack`.
      ///
      /// Attach it at the stack's root, where SwiftUI sees registrations; a host does so without
      /// knowing which screens \(request.name) has. `store` is `nil` while none is shown.
      public func \(request.property)Destinations(store: StoreOf<\(request.reducerType)>?) -> some View {
        navigationDestination(for: \(request.pathType).self) { path in
          if let store {
            switch path {
            case .\(request.property):
              \(request.viewType)(store: store)
            }
          }
        }
      }
    }

    """
  }

  static func view(_ request: FeatureRequest) -> String {
    """
    import HeadlessUI
    import ThirdPartyShim

    /// \(request.name)'s screen: the count, Increment and Done.
    public struct \(request.viewType): View {
      let store: StoreOf<\(request.reducerType)>

      public init(store: StoreOf<\(request.reducerType)>) { self.store = store }

      public var body: some View {
        VStack {
          Text("Count: \\(store.count)")
          Button("Increment") { store.send(.incrementButtonTapped) }
          Button("Done") { store.send(.doneButtonTapped) }
        }
        .navigationTitle("\(request.name)")
      }
    }

    """
  }

  static func reducerTests(_ request: FeatureRequest) -> String {
    let feature = request.reducerType
    return """
      \(ImportBlock.lines(["ThirdPartyShim", "ThirdPartyShimTesting", "XCTest"], testable: [request.name]))
      /// The starter behaviour, exhaustively: every state change and every action it sends.
      @MainActor
      final class \(feature)Tests: XCTestCase {
        func testIncrementCounts() async {
          let store = TestStore(initialState: \(feature).State()) { \(feature)() }
          await store.send(.incrementButtonTapped) { $0.count = 1 }
          await store.send(.incrementButtonTapped) { $0.count = 2 }
        }

        func testDoneIsReportedNotActedOn() async {
          let store = TestStore(initialState: \(feature).State(count: 3)) { \(feature)() }
          await store.send(.doneButtonTapped)
          await store.receive(.delegate(.finished))
        }
      }

      """
  }

  static func viewTests(_ request: FeatureRequest) -> String {
    let feature = request.reducerType
    return """
      \(ImportBlock.lines(["HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "XCTest"], testable: [request.name]))
      /// The screen through the headless host, as snapshots beside this file
      /// (`__Snapshots__/\(request.viewType)Tests`): what it shows and what can be tapped, before and
      /// after a tap, and that its destinations registration shows it when a stack holds
      /// `\(request.pathType).\(request.property)`. Re-record after changing the screen:
      /// `SNAPSHOT_TESTING_RECORD=failed swift test --package-path \(request.packagePath)`.
      @MainActor
      final class \(request.viewType)Tests: XCTestCase {
        func testTheScreenShowsTheCountAndIncrements() async throws {
          let store = Store(initialState: \(feature).State()) { \(feature)() }
          let host = ViewHost(NavigationStack { \(request.viewType)(store: store) })
          assertSnapshot(of: host, as: .frame, named: "count-0")
          try host.perform(.tap("Increment"))
          assertSnapshot(of: host, as: .frame, named: "count-1")
        }

        func testTheDestinationsShowTheScreenForItsPath() async {
          let store = Store(initialState: \(feature).State(count: 7)) { \(feature)() }
          let path = Binding(initialValue: NavigationPath([\(request.pathType).\(request.property)]))
          let host = ViewHost(
            NavigationStack(path: path) {
              Text("Root")
                .navigationTitle("Root")
                .\(request.property)Destinations(store: store)
            })
          assertSnapshot(of: host, as: .frame, named: "pushed")
        }
      }

      """
  }
}
