import Foundation

/// A repository shaped like the public app repositories the tools were tried on, generated (no
/// checked-in tree): an iOS app and a macOS app side by side, each with its packages, one shared
/// package linked into both platform folders, a `.package(path:)` that only Xcode resolves (by
/// the package's name, from the workspace), a remote product, an Xcode app whose module is not
/// named like its folder (its tests say which it is), and one violation to baseline.
///
///     Shared/SharedKit                     SharedKit
///     iOS/Shared -> ../Shared              the shared folder, linked in
///     iOS/Packages/DesignKit               DesignKit → SharedKit via "../../SharedKit" (no such folder)
///     iOS/Packages/ProfileFeature          ProfileFeature → DesignKit, SharedKit (through the link), GRDB
///     iOS/App, iOS/AppTests                the app `Notes` (no manifest) and `@testable import Notes`
///     macOS/Shared -> ../Shared            linked in a second time
///     macOS/Packages/MacDesignKit          MacDesignKit → SharedKit (through the link)
///     macOS/Packages/PreferencesFeature    PreferencesFeature → MacDesignKit; imports SharedKit undeclared
extension FixtureRepository {
  static func realWorld() -> FixtureRepository {
    var repo = FixtureRepository()
    repo.add(.init(directory: "Shared/SharedKit", name: "SharedKit", targets: [.init(name: "SharedKit")]))
    repo.write(
      "import Foundation\npublic enum SharedKit {}\n",
      to: "Shared/SharedKit/Sources/SharedKit/SharedKit.swift")
    for platform in ["iOS", "macOS"] {
      try! FileManager.default.createDirectory(
        atPath: "\(repo.root)/\(platform)", withIntermediateDirectories: true)
      try! FileManager.default.createSymbolicLink(
        atPath: "\(repo.root)/\(platform)/Shared", withDestinationPath: "../Shared")
    }
    repo.add(
      .init(
        directory: "iOS/Packages/DesignKit", name: "DesignKit",
        targets: [.init(name: "DesignKit", dependencies: [.product("SharedKit", package: "SharedKit")])],
        localDependencies: ["../../SharedKit"]))
    repo.write(
      "import SharedKit\nimport SwiftUI\n", to: "iOS/Packages/DesignKit/Sources/DesignKit/Design.swift")
    repo.add(
      .init(
        directory: "iOS/Packages/ProfileFeature", name: "ProfileFeature",
        targets: [
          .init(
            name: "ProfileFeature",
            dependencies: [
              .product("DesignKit", package: "DesignKit"), .product("SharedKit", package: "SharedKit"),
              .product("GRDB", package: "GRDB.swift"),
            ]),
          .init(name: "ProfileFeatureTests", type: "test", dependencies: [.byName("ProfileFeature")]),
        ],
        localDependencies: ["../DesignKit", "../../Shared/SharedKit"],
        remoteDependencies: ["https://github.com/groue/GRDB.swift"]))
    repo.write(
      "import DesignKit\nimport GRDB\nimport SharedKit\nimport SwiftUI\n",
      to: "iOS/Packages/ProfileFeature/Sources/ProfileFeature/Profile.swift")
    repo.write(
      "@testable import ProfileFeature\nimport XCTest\n",
      to: "iOS/Packages/ProfileFeature/Tests/ProfileFeatureTests/ProfileTests.swift")
    repo.write("import ProfileFeature\nimport UIKit\n", to: "iOS/App/AppDelegate.swift")
    repo.write("@testable import Notes\nimport XCTest\n", to: "iOS/AppTests/AppTests.swift")
    repo.add(
      .init(
        directory: "macOS/Packages/MacDesignKit", name: "MacDesignKit",
        targets: [.init(name: "MacDesignKit", dependencies: [.product("SharedKit", package: "SharedKit")])],
        localDependencies: ["../../Shared/SharedKit"]))
    repo.write(
      "import AppKit\nimport SharedKit\n", to: "macOS/Packages/MacDesignKit/Sources/MacDesignKit/Mac.swift")
    repo.add(
      .init(
        directory: "macOS/Packages/PreferencesFeature", name: "PreferencesFeature",
        targets: [
          .init(name: "PreferencesFeature", dependencies: [.product("MacDesignKit", package: "MacDesignKit")])
        ],
        localDependencies: ["../MacDesignKit"]))
    // The debt to baseline: SharedKit compiles here only because MacDesignKit brings it along.
    repo.write(
      "import MacDesignKit\nimport SharedKit\n",
      to: "macOS/Packages/PreferencesFeature/Sources/PreferencesFeature/Preferences.swift")
    return repo
  }
}
