/// The files of a new flow package: a reducer that owns a shared stack and declares its
/// screens in a `navigationStackContext` (none yet: `make feature NAME=X FLOW=<this flow>` adds
/// them), a view binding the stack, and tests of both.
enum FlowPackageTemplate {
  static func files(_ request: FeatureRequest) -> [(path: String, text: String)] {
    let name = request.name
    let sources = "\(request.packagePath)/Sources/\(name)"
    let tests = "\(request.packagePath)/Tests/\(name)Tests"
    return [
      ("\(request.packagePath)/Package.swift", manifest(request)),
      ("\(sources)/\(name).swift", reducer(request)),
      ("\(sources)/\(request.viewType).swift", view(request)),
      ("\(tests)/\(name)Tests.swift", reducerTests(request)),
      ("\(tests)/\(request.viewType)Tests.swift", viewTests(request)),
    ] + SnapshotReferences.files(request, in: tests)
  }

  static func manifest(_ request: FeatureRequest) -> String {
    PackageManifestTemplate.manifest(
      name: request.name,
      about: [
        "\(request.name): a flow created by `make feature NAME=\(request.name) LAYER=flows`. It owns a shared",
        "navigation stack; features join it with `make feature NAME=X FLOW=\(request.name)`.",
      ], dependsOnCore: true)
  }

  static func reducer(_ request: FeatureRequest) -> String {
    let name = request.name
    return """
      import Core
      import ThirdPartyShim

      /// \(name): a flow that owns a navigation stack and the features shown on it.
      ///
      /// Each feature is declared once in the `navigationStackContext` below: assigning its state
      /// pushes its path tag, a pop clears the state and cancels its effects. The routing `Reduce`
      /// decides what the features' delegate actions mean here.
      public struct \(name): Reducer {
        public struct State: Equatable, Sendable {
          @Shared(value: NavigationState()) public var nav

          public init() {}
        }

        public enum Action: Equatable, Sendable, CasePathable {
          case pathDidChange(NavigationPath)
        }

        public init() {}

        public var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .pathDidChange:
              return .none
            }
          }
          .navigationStackContext(nav: \\.$nav, pathAction: \\.pathDidChange) { context in
          }
        }
      }

      """
  }

  static func view(_ request: FeatureRequest) -> String {
    let name = request.name
    return """
      import Core
      import HeadlessUI
      import ThirdPartyShim

      /// \(name)'s root view: binds the stack to the flow's shared path and registers each
      /// feature's destinations at the stack root, where SwiftUI sees them.
      public struct \(request.viewType): View {
        @Bindable var store: StoreOf<\(name)>

        public init(store: StoreOf<\(name)>) { self.store = store }

        public var body: some View {
          NavigationStack(path: $store.nav.path.sending(\\.pathDidChange)) {
            Text("\(name)")
              .navigationTitle("\(name)")
          }
        }
      }

      """
  }

  static func reducerTests(_ request: FeatureRequest) -> String {
    let name = request.name
    return """
      \(ImportBlock.lines(["Core", "ThirdPartyShim", "ThirdPartyShimTesting", "XCTest"], testable: [name]))
      /// The flow's stack, exhaustively.
      @MainActor
      final class \(name)Tests: XCTestCase {
        func testAPathChangeAloneChangesNothing() async {
          let store = TestStore(initialState: \(name).State()) { \(name)() }
          await store.send(.pathDidChange(NavigationPath()))
        }
      }

      """
  }

  static func viewTests(_ request: FeatureRequest) -> String {
    let name = request.name
    return """
      \(ImportBlock.lines(["HeadlessUI", "SnapshotTesting", "ThirdPartyShim", "XCTest"], testable: [name]))
      /// The flow's root screen through the headless host, as a snapshot beside this file
      /// (`__Snapshots__/\(request.viewType)Tests`).
      @MainActor
      final class \(request.viewType)Tests: XCTestCase {
        func testTheRootScreenShows() async {
          let store = Store(initialState: \(name).State()) { \(name)() }
          let host = ViewHost(\(request.viewType)(store: store))
          assertSnapshot(of: host, as: .frame, named: "root")
        }
      }

      """
  }
}
