import Foundation

/// Repositories in the shapes issue 13 met in the wild, reproduced small and written here:
/// an iOS app (Xcode app and widget folders outside SwiftPM, local packages, nested path packages,
/// remote products named unlike their packages), and one manifest with 100+ targets, platform
/// conditions and a C target with its own module map.
extension FixtureRepository {
  /// ```
  /// IceApp/App, IceApp/Widget     Xcode targets: UIKit, SwiftUI, SwiftData, WidgetKit, Timeline, Models,
  ///                               RevenueCat (package purchases-ios, linked in IceApp.xcodeproj)
  /// Packages/Timeline             → Env, NukeUI (package Nuke); imports Models only via Env (legacy debt)
  /// Packages/Env                  → Models, Network, KeychainSwift (package keychain-swift, iOS/macOS only)
  /// Packages/Network              → Models
  /// Packages/Models
  /// Packages/DesignSystem         → Icons, a package nested inside it (.package(path: "Icons"))
  /// ```
  static func iOSApp() -> FixtureRepository {
    var repo = FixtureRepository()
    repo.add(.init(directory: "Packages/Models", name: "Models", targets: [.init(name: "Models")]))
    repo.write(
      "import Foundation\nimport SwiftData\n\npublic struct Post {}\n",
      to: "Packages/Models/Sources/Models/Post.swift")
    repo.add(
      .init(
        directory: "Packages/Network", name: "Network",
        targets: [
          .init(name: "Network", dependencies: [.product("Models", package: "Models")]),
          .init(name: "NetworkTests", type: "test", dependencies: [.byName("Network")]),
        ],
        localDependencies: ["../Models"]))
    repo.write("import Foundation\nimport Models\n", to: "Packages/Network/Sources/Network/Client.swift")
    repo.write(
      "import XCTest\n@testable import Network\n", to: "Packages/Network/Tests/NetworkTests/ClientTests.swift"
    )
    repo.add(
      .init(
        directory: "Packages/Env", name: "Env",
        targets: [
          .init(
            name: "Env",
            dependencies: [
              .product("Models", package: "Models"), .product("Network", package: "Network"),
              .conditional("KeychainSwift", package: "keychain-swift", platforms: ["ios", "macos"]),
            ])
        ],
        localDependencies: ["../Models", "../Network"],
        remoteDependencies: ["https://example.com/evgenyneu/keychain-swift.git"]))
    repo.write(
      "import Models\nimport Network\nimport Observation\n#if canImport(KeychainSwift)\nimport KeychainSwift\n#endif\n",
      to: "Packages/Env/Sources/Env/CurrentAccount.swift")
    repo.add(.init(directory: "Packages/DesignSystem/Icons", name: "Icons", targets: [.init(name: "Icons")]))
    repo.write("import SwiftUI\n", to: "Packages/DesignSystem/Icons/Sources/Icons/Icons.swift")
    repo.add(
      .init(
        directory: "Packages/DesignSystem", name: "DesignSystem",
        targets: [.init(name: "DesignSystem", dependencies: [.product("Icons", package: "Icons")])],
        localDependencies: ["Icons"]))
    repo.write("import SwiftUI\nimport Icons\n", to: "Packages/DesignSystem/Sources/DesignSystem/Theme.swift")
    repo.add(
      .init(
        directory: "Packages/Timeline", name: "Timeline",
        targets: [
          .init(
            name: "Timeline",
            dependencies: [
              .product("Env", package: "Env"), .product("DesignSystem", package: "DesignSystem"),
              .product("NukeUI", package: "Nuke"),
            ])
        ],
        localDependencies: ["../Env", "../DesignSystem"],
        remoteDependencies: ["https://example.com/kean/Nuke"]))
    repo.write(
      "import SwiftUI\nimport Env\nimport DesignSystem\nimport NukeUI\nimport Models\n",
      to: "Packages/Timeline/Sources/Timeline/TimelineView.swift")
    repo.write(
      "import SwiftUI\nimport SwiftData\nimport UIKit\nimport Timeline\nimport Env\n",
      to: "IceApp/App/IceApp.swift")
    repo.write(
      "import UserNotifications\nimport UIKit\nimport RevenueCat\n", to: "IceApp/App/Notifications.swift")
    // The app target links a remote product through the Xcode project, not a manifest.
    repo.write(
      """
      // !$*UTF8*$!
      {
      \tobjects = {
      /* Begin XCRemoteSwiftPackageReference section */
      \t\tAA01 /* XCRemoteSwiftPackageReference "purchases-ios" */ = {
      \t\t\tisa = XCRemoteSwiftPackageReference;
      \t\t\trepositoryURL = "https://example.com/RevenueCat/purchases-ios";
      \t\t};
      /* End XCRemoteSwiftPackageReference section */
      /* Begin XCSwiftPackageProductDependency section */
      \t\tAA02 /* RevenueCat */ = {
      \t\t\tisa = XCSwiftPackageProductDependency;
      \t\t\tpackage = AA01 /* XCRemoteSwiftPackageReference "purchases-ios" */;
      \t\t\tproductName = RevenueCat;
      \t\t};
      \t\tAA03 /* Timeline */ = {
      \t\t\tisa = XCSwiftPackageProductDependency;
      \t\t\tproductName = Timeline;
      \t\t};
      /* End XCSwiftPackageProductDependency section */
      \t};
      }

      """, to: "IceApp/IceApp.xcodeproj/project.pbxproj")
    repo.write("import WidgetKit\nimport SwiftUI\nimport Models\n", to: "IceApp/Widget/Widget.swift")
    return repo
  }

  /// One root manifest with `count` library targets in `Sources/`: target i depends on two of the
  /// targets below it, every tenth one on a remote product for iOS only; a C target `c-hash` with a
  /// module map naming `CHash`; a test target. Module007 imports Module000 without declaring it;
  /// Module050 declares c-hash and never imports it.
  static func monorepo(targets count: Int = 110) -> FixtureRepository {
    var repo = FixtureRepository()
    var targets: [Target] = []
    for index in 0..<count {
      let name = String(format: "Module%03d", index)
      var dependencies: [Dependency] = []
      var imports = ["Foundation"]
      for lower in Set([index / 2, index - 1]) where lower >= 0 && lower < index {
        let other = String(format: "Module%03d", lower)
        dependencies.append(.byName(other))
        imports.append(other)
      }
      if index % 10 == 5 {
        dependencies.append(
          .conditional("FirebaseCrashlytics", package: "firebase-ios-sdk", platforms: ["ios"]))
      }
      if index == 3 {
        dependencies.append(.byName("c-hash"))
        imports.append("CHash")
      }
      if index == 7 { imports.append("Module000") }
      if index == 50 { dependencies.append(.byName("c-hash")) }
      targets.append(.init(name: name, dependencies: dependencies))
      // An iOS-only product, imported under the guard `platform-conditional-import` asks for.
      let crashlytics =
        index % 10 == 5 ? "#if canImport(FirebaseCrashlytics)\nimport FirebaseCrashlytics\n#endif\n" : ""
      repo.write(
        imports.map { "import \($0)\n" }.joined() + crashlytics, to: "Sources/\(name)/\(name).swift")
    }
    targets.append(.init(name: "c-hash", publicHeadersPath: "include"))
    repo.write(
      "module CHash {\n  header \"hash.h\"\n  export *\n}\n", to: "Sources/c-hash/include/module.modulemap")
    repo.write("int chash(int);\n", to: "Sources/c-hash/include/hash.h")
    targets.append(.init(name: "Module010Tests", type: "test", dependencies: [.byName("Module010")]))
    repo.write(
      "import Testing\n@testable import Module010\n", to: "Tests/Module010Tests/Module010Tests.swift")
    repo.add(
      .init(
        directory: ".", name: "Mono", targets: targets,
        remoteDependencies: ["https://example.com/firebase/firebase-ios-sdk"]))
    return repo
  }
}
