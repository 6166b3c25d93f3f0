import Foundation

/// An iOS app's repository in the shape `init` once read worst: thirteen local packages side by side
/// in one `Packages/` folder (Models at the bottom, NetworkClient and Env above it, a UI kit, the
/// feature packages, an app shell), an Xcode app target and a share extension outside SwiftPM, and
/// one import nobody declared. `tools check-imports generate DIR --shape flat-app` writes it; the
/// tests read the same description, so the picture in the docs and the tests' fixture cannot drift.
public enum FlatAppRepository {
  /// One local package: one library target of the same name, and maybe a test target.
  public struct Package: Sendable {
    public var name: String
    /// Local packages it declares and imports, by name (each at `Packages/<name>`).
    public var dependencies: [String]
    /// Apple SDK modules its sources import.
    public var system: [String]
    /// Local packages it imports without declaring them (legacy debt `init` baselines).
    public var undeclared: [String] = []
    public var hasTests = false
  }

  /// A folder of Swift sources that no manifest builds, and what it imports.
  public struct AppFolder: Sendable {
    public var path: String
    public var imports: [String]
  }

  public static let packages: [Package] = [
    Package(name: "Models", dependencies: [], system: ["Foundation"], hasTests: true),
    Package(name: "Logging", dependencies: [], system: ["Foundation", "OSLog"]),
    Package(name: "Persistence", dependencies: ["Logging", "Models"], system: ["Foundation", "SwiftData"]),
    Package(
      name: "NetworkClient", dependencies: ["Logging", "Models"], system: ["Foundation"], hasTests: true),
    Package(name: "DesignSystem", dependencies: ["Models"], system: ["SwiftUI"]),
    Package(
      name: "Env", dependencies: ["Logging", "Models", "NetworkClient", "Persistence"],
      system: ["Foundation", "Observation", "SwiftUI"], hasTests: true),
    Package(name: "SharedUI", dependencies: ["DesignSystem", "Env", "Models"], system: ["SwiftUI"]),
    Package(
      name: "PostKit", dependencies: ["DesignSystem", "Env", "Models", "NetworkClient", "SharedUI"],
      system: ["SwiftUI"]),
    Package(
      name: "Account",
      dependencies: ["DesignSystem", "Env", "Models", "NetworkClient", "PostKit", "SharedUI"],
      system: ["SwiftUI"]),
    Package(
      name: "Timeline",
      dependencies: ["DesignSystem", "Env", "Models", "NetworkClient", "Persistence", "PostKit", "SharedUI"],
      system: ["SwiftUI"], hasTests: true),
    Package(
      name: "Notifications",
      dependencies: ["DesignSystem", "Env", "Models", "NetworkClient", "PostKit", "SharedUI"],
      system: ["SwiftUI", "UserNotifications"]),
    Package(
      name: "Explore",
      dependencies: ["Account", "DesignSystem", "Env", "Models", "NetworkClient", "PostKit", "SharedUI"],
      system: ["SwiftUI"], undeclared: ["Logging"]),
    Package(
      name: "AppShell",
      dependencies: ["Account", "DesignSystem", "Env", "Explore", "Notifications", "Timeline"],
      system: ["SwiftUI"]),
  ]

  public static let appFolders: [AppFolder] = [
    AppFolder(path: "ReaderApp/App", imports: ["SwiftUI", "AppShell", "Env", "Models"]),
    AppFolder(path: "ReaderApp/ShareExtension", imports: ["SwiftUI", "UIKit", "Env", "PostKit"]),
  ]

  /// The package's manifest, as a person would write it.
  public static func manifest(_ package: Package) -> String {
    var lines = [
      "// swift-tools-version: 6.0", "import PackageDescription", "", "let package = Package(",
      "  name: \"\(package.name)\",", "  platforms: [.iOS(.v17), .macOS(.v14)],",
      "  products: [.library(name: \"\(package.name)\", targets: [\"\(package.name)\"])],",
      "  dependencies: [",
    ]
    lines += package.dependencies.map { "    .package(path: \"../\($0)\")," }
    lines += [
      "  ],", "  targets: [", "    .target(", "      name: \"\(package.name)\",", "      dependencies: [",
    ]
    lines += package.dependencies.map { "        .product(name: \"\($0)\", package: \"\($0)\")," }
    lines += ["      ]", "    ),"]
    if package.hasTests {
      lines.append("    .testTarget(name: \"\(package.name)Tests\", dependencies: [\"\(package.name)\"]),")
    }
    lines += ["  ]", ")", ""]
    return lines.joined(separator: "\n")
  }

  /// Every Swift source of the repository, by relative path.
  public static func sources() -> [(path: String, text: String)] {
    var files: [(path: String, text: String)] = []
    for package in packages {
      let imports = package.system + package.dependencies + package.undeclared
      files.append(
        (
          "Packages/\(package.name)/Sources/\(package.name)/\(package.name).swift",
          imports.map { "import \($0)\n" }.joined() + "\n/// \(package.name)'s entry point.\n"
            + "public enum \(package.name) {}\n"
        ))
      if package.hasTests {
        files.append(
          (
            "Packages/\(package.name)/Tests/\(package.name)Tests/\(package.name)Tests.swift",
            "import XCTest\n@testable import \(package.name)\n\nfinal class \(package.name)Tests: XCTestCase {}\n"
          ))
      }
    }
    for folder in appFolders {
      let name = String(folder.path.split(separator: "/").last!)
      files.append(
        (
          "\(folder.path)/\(name).swift",
          folder.imports.map { "import \($0)\n" }.joined() + "\nstruct \(name) {}\n"
        ))
    }
    return files
  }

  /// Writes the repository into `directory` (replacing it): manifests, sources, a README line.
  public static func generate(at directory: String) throws {
    try? FileManager.default.removeItem(atPath: directory)
    for package in packages {
      try SyntheticRepository.write(
        manifest(package), to: "\(directory)/Packages/\(package.name)/Package.swift")
    }
    for file in sources() { try SyntheticRepository.write(file.text, to: "\(directory)/\(file.path)") }
    try SyntheticRepository.write(
      "# Reader\n\nAn iOS app: \(packages.count) local packages in Packages/, the app in ReaderApp/.\n",
      to: "\(directory)/README.md")
  }
}
